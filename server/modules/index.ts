import type { ServerModule } from './module';
import { systemModule } from './system';
import { usersModule } from './users';

/** Every domain the server serves, in the order their schemas are joined. */
export const modules: ServerModule[] = [systemModule, usersModule];

import { authModule } from './auth';
import { catalogModule } from './catalog';
import { geoModule } from './geo';
import { mailModule } from './mail';
import type { ServerModule } from './module';
import { systemModule } from './system';
import { usersModule } from './users';

/** Every domain the server serves, in the order their schemas are joined. */
export const modules: ServerModule[] = [systemModule, geoModule, catalogModule, usersModule, authModule, mailModule];

import type { ActionGate } from './action-gate';
import { ConnectionDialog } from './ConnectionDialog';
import { StatusDialog } from './StatusDialog';

/** The dialogs a gate opens: the connection dialog for visitors, the status dialog for inactive announcements. */
export function GateDialogs({ gate }: { gate: ActionGate }) {
  return (
    <>
      <ConnectionDialog open={gate.gate?.kind === 'connection'} onClose={gate.close} />
      <StatusDialog status={gate.gate?.kind === 'status' ? gate.gate.status : null} onClose={gate.close} />
    </>
  );
}

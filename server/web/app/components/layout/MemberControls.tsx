import { MessengerMenu } from '../messenger/MessengerMenu';
import { NotificationsMenu } from './NotificationsMenu';

/**
 * The notifications and messenger controls of signed-in members (spec §2: not for anonymous
 * sessions): the notification centre, and the messenger's panel.
 */
export function MemberControls() {
  return (
    <>
      <NotificationsMenu />
      <MessengerMenu />
    </>
  );
}

export default function MyAnnouncementsPage() {
  return null;
}

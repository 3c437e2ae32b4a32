export default function PropertyDetailPage() {
  return null;
}

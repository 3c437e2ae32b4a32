/** A link that opens the channel: tel:, mailto: or a WhatsApp chat (digits only, international form). */
export function contactLink(
  channel: 'call' | 'email' | 'whatsapp',
  owner: { phone: string | null; whatsapp: string | null; email: string },
  listingName: string,
): string | null {
  if (channel === 'email') return `mailto:${owner.email}?subject=${encodeURIComponent(listingName)}`;
  const number = channel === 'whatsapp' ? (owner.whatsapp ?? owner.phone) : owner.phone;
  if (!number) return null;
  const digits = number.replace(/[^\d+]/g, '');
  return channel === 'call'
    ? `tel:${digits}`
    : `https://wa.me/${digits.replace(/^\+/, '')}?text=${encodeURIComponent(listingName)}`;
}

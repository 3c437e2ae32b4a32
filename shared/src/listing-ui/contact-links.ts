// Deep links for reaching a listing's owner. WhatsApp wants the number in international form, digits only.

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function whatsappDigits(number: string): string {
  let digits = number.replace(/\D/g, '');
  // A Syrian number written nationally (09xx…) becomes 9639xx…; "00" is the international prefix.
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `963${digits.slice(1)}`;
  return digits;
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(text)}`;
}

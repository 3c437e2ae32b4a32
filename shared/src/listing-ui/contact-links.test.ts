/** @jest-environment node */
import { mailLink, telLink, whatsappDigits, whatsappLink } from './contact-links';

describe('links to the owner', () => {
  it('writes WhatsApp numbers in international form, digits only', () => {
    expect(whatsappDigits('+963 944 123 456')).toBe('963944123456');
    expect(whatsappDigits('0944-123-456')).toBe('963944123456');
    expect(whatsappDigits('00963944123456')).toBe('963944123456');
    expect(whatsappLink('+963 944 123 456', 'Hello "flat"')).toBe('https://wa.me/963944123456?text=Hello%20%22flat%22');
  });

  it('calls and emails with the listing named in the subject', () => {
    expect(telLink('+963 (11) 222-3333')).toBe('tel:+963112223333');
    expect(mailLink('agent@souq.localhost', 'About your listing: Villa & garden')).toBe(
      'mailto:agent@souq.localhost?subject=About%20your%20listing%3A%20Villa%20%26%20garden',
    );
  });
});

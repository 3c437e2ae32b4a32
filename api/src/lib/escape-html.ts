/** Text made safe to put inside HTML (an email's body): the five characters HTML gives meaning to, as references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

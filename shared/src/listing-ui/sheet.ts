// Rules for this entry's components are written once, as functions of a remote's class prefix, and added to the
// page when a remote's page module loads (as its own CSS files are), once per prefix and sheet. Each sheet is a
// module of its own, so a remote's first load carries only the rules of what it shows first.
const added = new Set<string>();

export function addSheet(id: string, css: string): void {
  if (added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const style = document.createElement('style');
  style.dataset.listingUi = id;
  style.textContent = css;
  document.head.appendChild(style);
}

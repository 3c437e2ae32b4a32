import { SaxesParser, type SaxesTagNS } from 'saxes';

// SVG is a document format: it can run script, load other resources and hold links. Only administrators' kinds may
// carry it, and even then it is rebuilt from a strict allow-list rather than cleaned of known-bad parts: a well-kept
// strict XML parser (saxes) reads it, and only allow-listed elements, attributes and values are written back out,
// escaped by us. Anything not understood is dropped; anything malformed is refused.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

export class SvgRejectedError extends Error {}

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
]);
const HREF_ELEMENTS = new Set(['use', 'linearGradient', 'radialGradient', 'pattern']);
const TEXT_ELEMENTS = new Set(['title', 'desc', 'text', 'tspan']);

// Presentation properties: allowed as attributes and inside a style attribute.
const PRESENTATION = new Set([
  'clip-path',
  'clip-rule',
  'color',
  'display',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'dominant-baseline',
  'transform',
  'vector-effect',
  'visibility',
  'word-spacing',
]);
const GEOMETRY = new Set([
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'values',
  'type',
  'radius',
  'version',
]);

// Values may only be plain numbers, names, colours, lists and transforms; url(...) only to a fragment of this file.
const SAFE_VALUE = /^[\w\s#.,%()+\-'"/]*$/;
const URL_REF = /url\s*\(/gi;
const LOCAL_URL = /url\s*\(\s*['"]?#[\w.-]+['"]?\s*\)/gi;

function safeValue(value: string): boolean {
  if (value.length > 10_000 || !SAFE_VALUE.test(value)) return false;
  if (/expression\s*\(/i.test(value)) return false;
  const urls = value.match(URL_REF)?.length ?? 0;
  const local = value.match(LOCAL_URL)?.length ?? 0;
  return urls === local;
}

function sanitizeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (PRESENTATION.has(prop) && value && safeValue(value)) kept.push(`${prop}:${value}`);
  }
  return kept.join(';');
}

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function keptAttributes(tag: SaxesTagNS): string[] {
  const out: string[] = [];
  for (const attr of Object.values(tag.attributes)) {
    const { uri, local, value } = attr;
    const isHref = local === 'href' && (uri === '' || uri === XLINK_NS);
    if (isHref) {
      // Only references to something inside this same file (gradients, symbols): never another document.
      if (HREF_ELEMENTS.has(tag.local) && /^#[\w.-]+$/.test(value.trim()))
        out.push(`href="${escapeAttr(value.trim())}"`);
      continue;
    }
    if (uri !== '') continue; // xmlns declarations, editors' private namespaces, xlink:* other than href
    if (local === 'style') {
      const style = sanitizeStyle(value);
      if (style) out.push(`style="${escapeAttr(style)}"`);
      continue;
    }
    if ((PRESENTATION.has(local) || GEOMETRY.has(local)) && safeValue(value))
      out.push(`${local}="${escapeAttr(value)}"`);
  }
  return out;
}

const MAX_ELEMENTS = 20_000;
const MAX_DEPTH = 64;

/** Returns a rebuilt, inert SVG document, or throws SvgRejectedError when the input is not a well-formed SVG. */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  // Each open element: whether it is written out (false = inside a dropped subtree) and whether text may follow.
  const stack: { kept: boolean; text: boolean; name: string }[] = [];
  let elements = 0;
  let sawRoot = false;

  parser.on('doctype', () => {
    // A DOCTYPE can declare entities (billion laughs, external files); a plain SVG never needs one.
    throw new SvgRejectedError('SVG with a DOCTYPE is not accepted');
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > MAX_ELEMENTS || stack.length >= MAX_DEPTH) throw new SvgRejectedError('SVG is too complex');
    if (!sawRoot) {
      sawRoot = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) throw new SvgRejectedError('Not an SVG document');
    }
    const parentKept = stack.length === 0 || stack[stack.length - 1]!.kept;
    const kept = parentKept && tag.uri === SVG_NS && ELEMENTS.has(tag.local);
    stack.push({ kept, text: kept && TEXT_ELEMENTS.has(tag.local), name: tag.local });
    if (!kept) return;
    const attrs = keptAttributes(tag);
    if (stack.length === 1) attrs.unshift(`xmlns="${SVG_NS}"`);
    out.push(`<${tag.local}${attrs.length ? ' ' + attrs.join(' ') : ''}>`);
  });
  parser.on('closetag', () => {
    const top = stack.pop();
    if (top?.kept) out.push(`</${top.name}>`);
  });
  const onText = (text: string) => {
    const top = stack[stack.length - 1];
    if (top?.text) out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  // Comments and processing instructions are dropped by not listening for them.

  try {
    parser.write(source).close();
  } catch (err) {
    if (err instanceof SvgRejectedError) throw err;
    throw new SvgRejectedError('SVG is not well-formed XML');
  }
  if (!sawRoot) throw new SvgRejectedError('Not an SVG document');
  return out.join('');
}

/** Cheap check that a file's text looks like an SVG document (the parser above is the real check). */
export function looksLikeSvg(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(
    text,
  );
}

import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { open, readFile } from 'node:fs/promises';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { detectContent } from './detect.js';
import { ImageRejectedError, processImage } from './image-process.js';
import { KIND_RULES, MAX_UPLOAD_BYTES, type MediaKind } from './kinds.js';
import type { MediaVariantRecord } from './media-files-table.js';
import './media-files-table.js';
import { readS3Config, S3Storage } from './s3-storage.js';
import { LocalDiskStorage, randomName, type MediaStorage } from './storage.js';
import { acceptedTypes, wrongTypeMessage } from './messages.js';
import { receiveUpload } from './receive-upload.js';
import { SANDBOXED_FILE_POLICY } from './sandbox-policy.js';

export interface MediaPluginOptions {
  /** Where files go; by default S3-compatible storage when S3_* is configured, else UPLOADS_DIR on local disk. */
  storage?: MediaStorage;
}

const USER_IMAGES = acceptedTypes(KIND_RULES.property_image).join(', ');
const ADMIN_IMAGES = acceptedTypes(KIND_RULES.banner).join(', ');
const VIDEOS = acceptedTypes(KIND_RULES.property_video).join(', ');

function rejectFile(message: string): never {
  throw httpError(400, message, { file: [message] });
}

// Served files are never interpreted by the browser as anything but their stored type, and even an SVG opened
// on its own can neither run script nor load anything.
const SERVE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': SANDBOXED_FILE_POLICY,
  'cache-control': 'public, max-age=31536000, immutable',
};

/** Where the app keeps media: what the upload route writes to, and page heads read photos back from. */
export function defaultStorage(app: FastifyInstance): MediaStorage {
  const s3 = readS3Config(process.env);
  if (s3) return new S3Storage(s3);
  return new LocalDiskStorage(app.config.UPLOADS_DIR, app.config.PUBLIC_UPLOADS_PATH);
}

/**
 * Media uploads (`POST <prefix>/media/upload`) and, for local storage, the public uploaded-files path.
 * Register with `{ prefix: '/api' }`; PUBLIC_UPLOADS_PATH must sit under that prefix (the default,
 * /api/uploaded-files, does), since the site sends only /api to this service.
 */
export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  const storage = options.storage ?? defaultStorage(app);

  // Encapsulated here, so other routes keep their own body handling.
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 2, fields: 5, fieldSize: 200, parts: 8, headerPairs: 50 },
    });
  }

  if (storage.name === 'local') {
    const publicPath = app.config.PUBLIC_UPLOADS_PATH;
    const prefix = app.prefix.replace(/\/+$/, '');
    if (!publicPath.startsWith(`${prefix}/`)) {
      throw new Error(
        `PUBLIC_UPLOADS_PATH (${publicPath}) must be under ${prefix || '/'} where the media plugin is registered`,
      );
    }
    await app.register(fastifyStatic, {
      root: app.config.UPLOADS_DIR,
      prefix: publicPath.slice(prefix.length),
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Names are random and never reused, so a file can be cached for good.
      cacheControl: false,
      setHeaders(res) {
        for (const [name, value] of Object.entries(SERVE_HEADERS)) res.setHeader(name, value);
      },
    });
  }

  const schema = {
    tags: ['media'],
    summary: 'Upload an image or video (multipart: kind, file)',
    description: `kind: one of ${Object.keys(KIND_RULES).join(', ')}. Images: ${USER_IMAGES} (the administrators' kinds: ${ADMIN_IMAGES}); videos: ${VIDEOS}.`,
    consumes: ['multipart/form-data'],
  };
  app.post('/media/upload', { schema, preHandler: app.authenticate }, async (req) => {
    const user = req.user!;
    const upload = await receiveUpload(req);
    try {
      const kind: MediaKind = upload.kind;
      const rule = KIND_RULES[kind];
      if (rule.adminOnly && user.userType !== 'Admin') throw httpError(403, FORBIDDEN_MESSAGE);

      const head = Buffer.alloc(Math.min(upload.size, 64 * 1024));
      const handle = await open(upload.tempPath, 'r');
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
      const detected = await detectContent(head);
      // An SVG where the kind takes none is refused as any other type it does not take, with the same message.
      if (detected?.media !== rule.media || (detected.type === 'svg' && rule.media === 'image' && !rule.allowSvg))
        rejectFile(wrongTypeMessage(rule, languageOf(req.headers['accept-language'])));

      const base = `${rule.folder}/${randomName()}`;
      const variants: Record<string, MediaVariantRecord> = {};
      let main: MediaVariantRecord;
      let phash: string | null = null;
      if (detected!.media === 'image' && rule.media === 'image') {
        let processed;
        try {
          processed = await processImage(await readFile(upload.tempPath), detected!.type, rule);
        } catch (err) {
          if (err instanceof ImageRejectedError) rejectFile(`The file could not be accepted: ${err.message}.`);
          throw err;
        }
        phash = processed.phash;
        try {
          const made = { main: processed.main, thumb: processed.thumb, ...(processed.og && { og: processed.og }) };
          for (const [name, variant] of Object.entries(made)) {
            const key = name === 'main' ? `${base}.${variant.ext}` : `${base}-${name}.${variant.ext}`;
            await storage.put(key, variant.data, variant.contentType);
            variants[name] = {
              path: key,
              url: storage.url(key),
              content_type: variant.contentType,
              width: variant.width,
              height: variant.height,
              size: variant.data.length,
            };
          }
        } catch (err) {
          // The main picture stored and another variant not (a full disk): none is kept.
          await Promise.all(Object.values(variants).map((v) => storage.delete(v.path).catch(() => undefined)));
          throw err;
        }
        main = variants.main!;
      } else {
        // Videos are stored as uploaded (there is no transcoder here); they are only ever served as their
        // detected video type with nosniff, so a polyglot cannot be read as a page or a script.
        const mime = detected!.media === 'video' ? detected!.mime : 'application/octet-stream';
        const key = `${base}.${detected!.type}`;
        await storage.put(key, { filePath: upload.tempPath }, mime);
        main = { path: key, url: storage.url(key), content_type: mime, width: null, height: null, size: upload.size };
        variants.main = main;
      }

      let row;
      try {
        row = await app.db
          .insertInto('media_files')
          .values({
            tenant_id: user.tenantId,
            owner_id: user.id,
            kind,
            storage: storage.name,
            path: main.path,
            content_type: main.content_type,
            size_bytes: main.size,
            width: main.width,
            height: main.height,
            source_type: detected!.type,
            source_bytes: upload.size,
            variants: JSON.stringify(variants),
            phash,
          })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
      } catch (err) {
        // No stored file without its record.
        await Promise.all(Object.values(variants).map((v) => storage.delete(v.path).catch(() => undefined)));
        throw err;
      }

      return {
        success: true,
        message: 'File uploaded successfully',
        data: {
          id: row.id,
          kind,
          path: main.path,
          url: main.url,
          content_type: main.content_type,
          size: main.size,
          width: main.width,
          height: main.height,
          source_type: detected!.type,
          variants,
          created_at: row.created_at,
        },
      };
    } finally {
      await upload.discard();
    }
  });
};

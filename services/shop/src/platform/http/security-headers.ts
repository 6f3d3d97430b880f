import { createHash } from 'node:crypto';

import type { CorsOptions, CorsOptionsDelegate } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

import type { ShopConfig } from '../config/shop-config.js';

/**
 * Pages staff use whose styles arrive at run time: the console (MUI's emotion writes its own
 * `<style>` elements), the queue dashboard and the API docs (both ship inline styles).
 */
const STAFF_PAGES = /^\/(adminDashboard|admin\/queues|api\/docs)(\/|$)/;

const SELF = "'self'";

/**
 * The Content-Security-Policy of every answer: the shop's own scripts plus Midtrans's Snap script,
 * whose payment page opens in a frame from the same host, and Midtrans's card script on the Core
 * API host (its token call is a script too, and the card's 3-D Secure page opens in a frame from
 * there); nothing may frame the shop. Pictures
 * may also come from any https address, because staff may give a banner or product an image URL
 * of their own (the catalogue forms accept one).
 */
export function contentSecurityPolicy(options: {
  snapUrl: string;
  /** MIDTRANS_API_URL: the Core API host, which serves the card script, its token call and the 3-D Secure page. */
  apiUrl: string;
  https: boolean;
  inlineStyles: boolean;
  /** MEDIA_PUBLIC_URL: a CDN's origin that serves the shop's pictures and videos, when it is one. */
  mediaPublicUrl?: string;
}): Record<string, string[]> {
  const snap = new URL(options.snapUrl).origin;
  const midtrans = [...new Set([snap, new URL(options.apiUrl).origin])];
  const cdn = options.mediaPublicUrl?.startsWith('/') === false ? [new URL(options.mediaPublicUrl).origin] : [];
  return {
    'default-src': [SELF],
    'script-src': [SELF, ...midtrans],
    'frame-src': midtrans,
    'child-src': midtrans,
    // blob: lets a page read back a file it built itself (the console's label and receipt PDFs)
    'connect-src': [SELF, 'blob:'],
    'img-src': [SELF, 'data:', 'blob:', 'https:', ...cdn],
    'media-src': [SELF, ...cdn],
    'style-src': options.inlineStyles ? [SELF, "'unsafe-inline'"] : [SELF],
    'object-src': ["'none'"],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': ["'none'"],
    ...(options.https && { 'upgrade-insecure-requests': [] }),
  };
}

const MEDIA = /^\/media\//;

/**
 * A media file's policy: it is a picture or a video, never a page. Opened on its own (an SVG, or a
 * file someone hoped a browser would take for HTML) it may load nothing, run nothing (sandbox)
 * and be framed by nobody.
 */
export const MEDIA_CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'none'"],
  'img-src': [SELF],
  'media-src': [SELF],
  'frame-ancestors': ["'none'"],
  sandbox: [],
};

export function headersFor(config: ShopConfig, page: 'shop' | 'staff' | 'media') {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const inlineStyles = page === 'staff';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives:
        page === 'media'
          ? MEDIA_CONTENT_SECURITY_POLICY
          : contentSecurityPolicy({
              snapUrl: config.midtrans.snapUrl,
              apiUrl: config.midtrans.apiUrl,
              https,
              inlineStyles,
              mediaPublicUrl: config.mediaPublicUrl,
            }),
    },
    // Snap may open a bank's or a wallet's window; it must still be able to answer the page
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // only an https address may promise browsers https for a year; http (npm start) must not
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * A page's own `<style>` elements allowed by their hashes in the policy already set on `res`
 * (the storefront's index.html carries its stylesheet inline, built: see apps/storefront's
 * vite.config.ts). A policy that allows any inline style already is left alone: a hash there
 * would switch its 'unsafe-inline' off.
 */
export function allowInlineStyles(res: Response, html: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || policy.includes("'unsafe-inline'")) return;
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  );
  if (hashes.length === 0) return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/style-src [^;]*/, (directive) => `${directive} ${hashes.join(' ')}`),
  );
}

/** helmet's headers on every answer (pages, API, media), with the staff pages' looser styles and media's stricter policy. */
export function securityHeaders(config: ShopConfig) {
  const shop = headersFor(config, 'shop');
  const staff = headersFor(config, 'staff');
  const media = headersFor(config, 'media');
  return (req: Request, res: Response, next: NextFunction) =>
    (MEDIA.test(req.path) ? media : STAFF_PAGES.test(req.path) ? staff : shop)(req, res, next);
}

/**
 * Browsers may call the API from the shop's own address and the CORS_ORIGINS ones only, with
 * credentials (the refresh cookie); any other origin gets no CORS headers at all, so it can
 * neither read the shop's answers nor send its cookie.
 */
export function corsOptions(config: ShopConfig): CorsOptionsDelegate<Request> {
  const allowed = corsOrigins(config);
  const options: CorsOptions = {
    origin: true,
    credentials: true,
    exposedHeaders: [...CORS_EXPOSED],
  };
  return (req, answer) => answer(null, allowed.has(req.header('origin') ?? '') ? options : { origin: false });
}

/** The origins whose pages may read the API's answers with credentials: the shop's own and CORS_ORIGINS. */
export function corsOrigins(config: ShopConfig): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.browser.corsOrigins]);
}

/** The answer headers a page's script may read. */
export const CORS_EXPOSED = ['Content-Range', 'X-Request-Id', 'Retry-After'] as const;

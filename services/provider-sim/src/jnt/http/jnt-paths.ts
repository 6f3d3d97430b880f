/**
 * J&T's endpoints as the real hosts serve them (PROVIDERS.md 2.1), each mounted under /jnt: the
 * shop's base URL is `{sim}/jnt`. The key names the route in faults and the request log.
 */
export const JNT_PATHS = {
  create: 'jts-idn-ecommerce-api/api/order/create',
  cancel: 'jts-idn-ecommerce-api/api/order/cancel',
  tariff: 'jandt_track/inquiry.action',
  track: 'jandt_track/track/trackAction!tracking.action',
  print: 'jandt_order_web/labels/labelsAction!getPrintUrl.action',
} as const;

export type JntRoute = keyof typeof JNT_PATHS;

export const JNT_ROUTES = Object.keys(JNT_PATHS) as JntRoute[];

/** The path as an Express route: `!` is reserved in route patterns, so it is escaped. */
export function routePattern(route: JntRoute): string {
  return JNT_PATHS[route].replace(/!/g, '\\!');
}

/** The route a request path (after /jnt/, no query) belongs to, if any. */
export function routeOf(path: string): JntRoute | undefined {
  return JNT_ROUTES.find((route) => JNT_PATHS[route] === path);
}

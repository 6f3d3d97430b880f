/**
 * The product's own wording of messages (both seeds' error catalogues). Every screen and every
 * server answer takes its text from here, so the storefront, the console and the service never
 * drift apart.
 */
export const AuthMessages = {
  requestFailed: 'Failed to request OTP',
  verifyFailed: 'Failed to verify OTP',
  profileFailed: 'Failed to fetch user details',
  notAuthenticated: 'Not authenticated',
  loggedIn: 'Successfully logged in',
  loggedOut: 'Successfully logged out',
} as const;

export const NewsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  subscribeFailed: 'Failed to subscribe to newsletter',
  checkFailed: 'Failed to check newsletter subscription',
  loginRequired: 'You need to be logged in to subscribe to our newsletter',
} as const;

export const CatalogueMessages = {
  productNotFound: 'Product not found',
  charmNotFound: 'Charm not found',
  giftSetNotFound: 'Gift set not found',
  productsFailed: 'Failed to fetch products',
  charmsFailed: 'Failed to fetch charms',
  giftSetsFailed: 'Failed to fetch gift sets',
  campaignsFailed: 'Failed to fetch discount campaigns',
  bannersFailed: 'Failed to fetch page banners',
  galleryFailed: 'Failed to fetch photo gallery images',
  reviewsFailed: 'Failed to fetch reviews',
  videosFailed: 'Failed to fetch videos',
  pageNotFound: 'Oops! Page Not Found',
} as const;

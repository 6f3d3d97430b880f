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
  /** The seed states the five-minute code without wording its end or its resend; ours. */
  codeExpired: 'This code has expired. Ask for a new code.',
  codeNotWaiting: 'No code is waiting for this address. Ask for a new code.',
  codeLocked: 'Too many wrong codes. Ask for a new code.',
  codeWrong: 'That code is not right.',
  codeResent: 'A new code is on its way to your inbox.',
  codeSentTo: (email: string) => `We sent a 4-digit code to ${email}.`,
  /** Ours: an address past its guessing budget (login-lockout.ts); `until` is a WIB time. */
  addressLocked: (until: string) =>
    `Codes for this address are paused until ${until} after too many wrong codes. The sign-in link in your newest login mail still works.`,
  /** Ours: the one-time sign-in link every code mail carries. */
  linkFailed: 'Failed to sign in with the link',
  linkInvalid: 'This sign-in link is not valid. Ask for a new login mail.',
  linkUsed: 'This sign-in link has already been used. Ask for a new login mail.',
  linkExpired: 'This sign-in link has expired. Ask for a new login mail.',
  signingIn: 'Signing you in...',
} as const;

/** The home page's own status lines (the seed words none of them). */
export const HomeMessages = {
  loadingReviews: 'Loading reviews...',
  noReviews: 'No reviews yet.',
  loadingGallery: 'Loading gallery...',
  noOffer: 'No offer is running right now. Follow us for the next one.',
} as const;

export const NewsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  subscribeFailed: 'Failed to subscribe to newsletter',
  checkFailed: 'Failed to check newsletter subscription',
  loginRequired: 'You need to be logged in to subscribe to our newsletter',
  /** The seed does not show the success wording; ours. */
  subscribed: 'Thank you for subscribing to our newsletter!',
  /**
   * Ours: the answer to every signup (double opt-in), the same whether the address is new,
   * waiting for its confirmation or already subscribed.
   */
  checkInbox: 'Almost there! Please confirm your subscription with the link we sent to this address.',
  confirmed: 'Your subscription is confirmed. Thank you for subscribing to our newsletter!',
  unsubscribed: 'You are unsubscribed from our newsletter. We will not mail you again.',
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  confirming: 'Confirming your subscription...',
  unsubscribing: 'Unsubscribing...',
} as const;

export const CatalogueMessages = {
  productNotFound: 'Product not found',
  charmNotFound: 'Charm not found',
  giftSetNotFound: 'Gift set not found',
  productsFailed: 'Failed to fetch products',
  /** A detail load that failed for another reason than 'not found' (network, 5xx): storefront seed §8. */
  productFailed: 'Failed to fetch product',
  charmFailed: 'Failed to fetch charm',
  giftSetFailed: 'Failed to fetch gift set',
  /** A jewel set's included products that could not be read. */
  productDetailsFailed: 'Failed to fetch product details',
  charmsFailed: 'Failed to fetch charms',
  giftSetsFailed: 'Failed to fetch gift sets',
  campaignsFailed: 'Failed to fetch discount campaigns',
  bannersFailed: 'Failed to fetch page banners',
  galleryFailed: 'Failed to fetch photo gallery images',
  reviewsFailed: 'Failed to fetch reviews',
  videosFailed: 'Failed to fetch videos',
  pageNotFound: 'Oops! Page Not Found',
  noRecommendations: 'No recommendations',
} as const;

/**
 * The cart's texts (storefront seed §4, §5, §8 and the §9 discount label). Where the seed names a
 * rule without wording it (the note limit, the charm count), the text is ours.
 */
export const CartMessages = {
  loginRequiredTitle: 'Login Required',
  loginRequiredToAdd: 'You need to be logged in to add items to your cart.',
  loginRequiredForCart: 'You need to be logged in to access your shopping cart.',
  nothingSpecified: 'No product, gift_set, or charms specified',
  baseProductRequired: 'Please select a base product first.',
  selectAtLeastOne: 'Please select at least one item to checkout.',
  itemNotFound: 'Item not found in cart',
  loadFailed: "Couldn't load cart data.",
  empty: 'Your cart is empty.',
  fetchFailed: 'Failed to fetch cart',
  fetchFailedWith: (status: number, body: string) => `Failed to fetch cart: ${status} ${body}`,
  updateItemQuantityFailed: 'Failed to update cart item quantity',
  deleteFailed: 'Failed to delete cart item',
  addItemFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update cart',
  updateQuantityFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  /** The drawer's wording where the seed gives none (ours). */
  itemUnavailable: 'This item is no longer available',
  removeTitle: 'Remove item',
  removeConfirm: (name: string) => `Remove ${name} from your cart?`,
  addFailed: 'Failed to add to cart',
  itemAdded: 'Item added to cart!',
  itemAddedWithMessage: 'Item added to cart with message!',
  charmAdded: 'Charm added to cart!',
  charmAddedWithMessage: 'Charm added to cart with message!',
  customizedItemAdded: 'Customized item added to cart!',
  customizedProductAdded: 'Customized product added to cart!',
  giftSetAdded: 'Gift set added to cart!',
  giftSetAddedWithMessage: 'Gift set added to cart with message!',
  jewelSetAdded: 'Jewel set added to cart!',
  jewelSetAddedWithMessage: 'Jewel set added to cart with message!',
  itemRemoved: 'Item removed from cart',
  unknownItem: 'Unknown Item',
  unknownCharm: 'Unknown Charm',
  noteTooLong: 'Message must be at most 65 characters',
  charmCountInvalid: (max: number) => `Choose from 0 to ${max} charms for this piece`,
  percentOff: (percent: number) => `${percent}% OFF`,
  charmDiscount: 'Charm Discount',
  /** Ours: the seed sets no limit on a cart's lines. */
  cartFull: (max: number) =>
    `Your cart is full: it holds at most ${max} different items. Check out or remove some before adding more.`,
} as const;

/**
 * Stock refusals. The storefront seed §4 shows stock only as tags (SOLD OUT, LOW STOCK, Out of
 * Stock) and never words a refusal, because its cards hide the add button; the service still
 * refuses a sold-out or short item, so the refusal texts are ours.
 */
/**
 * The catalogue listings' texts (storefront seed §2, §4). The seed names without wording: the add
 * and customise buttons, the filter dialog's title and options, the low-stock count on cards, the
 * view toggle's names and the charm groups; those texts are ours.
 */
export const ListingMessages = {
  productCount: (n: number) => `${n} Products`,
  giftSetCount: (n: number, forWhom: 'Us' | 'Him' | 'Her') => `${n} Gift Sets For ${forWhom}`,
  cannotFind: 'Cannot Find The Product',
  comingSoon: 'Coming Soon',
  loadingProducts: 'Loading products...',
  loadingCharms: 'Loading charms...',
  error: (message: string) => `Error: ${message}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  filters: 'Filters',
  reset: 'Reset',
  done: 'Done',
  material: 'Material',
  product: 'Product',
  price: 'Price',
  gold: 'Gold',
  silver: 'Silver',
  roseGold: 'Rose Gold',
  bestSeller: 'Best Seller',
  newArrival: 'New Arrival',
  newest: 'Newest',
  oldest: 'Oldest',
  lowToHigh: 'Low to High',
  highToLow: 'High to Low',
  gridView: 'Grid view',
  rowsView: 'Rows view',
  addToCart: 'Add to Cart',
  customize: 'Customize',
  onlyLeft: (stock: number) => `Only ${stock} left`,
  searchResults: 'Search Results',
  resultsFor: (n: number, q: string) => `${n} results for "${q}"`,
  noSearchMatch: 'No items found matching your search.',
  noItems: 'No items available.',
  shopMonthlySpecial: 'Shop Monthly Special Gift Sets',
  searchFailed: 'Failed to fetch search results',
} as const;

export const StockMessages = {
  soldOutTag: 'SOLD OUT',
  lowStockTag: 'LOW STOCK',
  outOfStockButton: 'Out of Stock',
  soldOut: (name: string) => `${name} is sold out`,
  onlyLeft: (name: string, stock: number) => `Only ${stock} left of ${name}`,
  takesNoCharms: (name: string) => `${name} does not take charms`,
  gone: 'This item is no longer available',
} as const;

/**
 * Checkout, payment and courier texts (order-side seed §2, §4, §5, §8). The courier's own messages
 * are in Indonesian, as the seed words them. The seed states some rules without wording them; those
 * texts are ours: fieldRequired, phoneDigitsOnly, phoneTooShort, phoneTooLong, shippingFeeRequired,
 * paymentPending, courierUnreachable and courierPending.
 */
export const CheckoutMessages = {
  loadingCart: 'Loading your cart...',
  noItemsSelected: 'No items selected for checkout',
  requiredFields: 'Please fill in all required fields and calculate shipping fee',
  phoneStartsWith8: 'Indonesian mobile numbers should start with 8',
  citySelectFirst: 'Please select a city/kabupaten first',
  areaCodeRequired: 'Please select an area code',
  emailInvalid: 'Please enter a valid email address',
  fieldRequired: 'This field is required',
  phoneDigitsOnly: 'Phone number may contain digits only',
  phoneTooShort: 'Phone number must have at least 7 digits',
  phoneTooLong: 'Phone number must have at most 13 digits',
  shippingFeeRequired: 'Please calculate the shipping fee',
  shippingNotCalculated: 'Not calculated',
  shippingEstimate: 'Est. 3-5 days',
  shippingFeeFailed: 'Failed to calculate shipping fee',
  noShippingOptions: 'No shipping options available',
  areaCodesFailed: 'Failed to load area codes. Please try refreshing the page.',
  processingOrder: 'Processing your order...',
  createOrderFailed: 'Failed to create order',
  paymentStartFailed: 'Failed to process payment',
  gatewayFailedToLoad: 'Payment gateway failed to load',
  somethingWentWrong: 'Something went wrong.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentPending: (orderId: number | string) =>
    `Your order is pending payment. Please complete the bank transfer, then press 'Place My Order' again. Order ID: ${orderId}`,
  processingPaymentTitle: 'Processing Your Payment',
  processingPayment: "Your payment is being processed. Please don't close this page.",
  destinationCodesMissing: 'JNT destination codes are missing. Please select a valid city and area code.',
  courierAddressUnknown: 'Alamat pengiriman tidak dikenali oleh JNT. Pastikan kecamatan sudah benar.',
  courierOrderExists: 'Pesanan ini sudah pernah dibuat sebelumnya.',
  courierFailed: (reason: string) => `Gagal membuat resi: ${reason}`,
  courierMalformed: 'Respons tidak valid dari JNT.',
  courierUnreachable: (supportEmail: string) => `Koneksi ke layanan pengiriman gagal. Silakan hubungi ${supportEmail}.`,
  // ours: the worker makes the waybill after payment; asked before it has, the storefront hears this
  courierPending: 'Resi sedang dibuat. Silakan cek halaman pelacakan pesanan.',
  noOrderDetails: 'No order details found',
  noOrderDetailsPayment: 'No order details found.',
  placeOrderFailed: 'Failed to place order',
  legacyPaymentFailed: 'Failed to process payment. Please try again.',
  noValidProductIds: 'No valid product IDs found in order',
  userNotAuthenticated: 'User not authenticated',
  /** Order-side seed §4 "Legacy payment": what the legacy order's answer and the card page promise. */
  legacyEstimatedDelivery: 'Estimated delivery 3 days',
  confirmOrderWarning: 'Please check your details: once confirmed, your order cannot be changed.',
  cancelOrderQuestion: 'Your payment is not finished. Do you want to cancel this order?',
  paymentPendingTitle: 'Payment Pending',
  orderAwaitingPayment: (orderId: number | string) =>
    `Order ${orderId} is placed and waiting for payment: press 'Place My Order' to pay for it.`,
  charmDiscountExplained:
    'Each customised piece takes a discount by the number of charms on it, and every piece you buy takes its own (2 pieces, twice). Chain only and charms bought on their own take none.',
  charmDiscountRow: (charms: number, perCharm: string, total: string) =>
    charms === 1 ? `1 charm: ${perCharm}` : `${charms} charms: ${perCharm} each (${total})`,
  charmDiscountYours: 'Your pieces:',
  // ours: the seed's virtual account page adds the fee; the checkout says so before the choice
  virtualAccountFeeHint: (fee: string) => `+ ${fee} admin fee`,
  charmDiscountNote: (name: string, charms: number, perCharm: string, quantity: number) =>
    `${name}: ${charms} ${charms === 1 ? 'charm' : 'charms'} x ${perCharm}${quantity > 1 ? `, ${quantity} pieces` : ''}`,
  // The virtual account and QRIS pages' own words (the seed's 'Not Paid'; the rest ours, as the seed never moves the status).
  notPaid: 'Not Paid',
  paid: 'Paid',
  paymentCancelled: 'Cancelled',
  paymentReceived: 'Payment received. Thank you!',
  qrisExpired: 'This QR code has expired.',
  newQrCode: 'Get a New QR Code',
  // The legacy card page's check before Snap opens (ours: the seed requires the fields without wording it).
  cardDetailsRequired: 'Please fill in every card field; the expiry date cannot be in the past.',
  // The checked destination and the cap on unpaid orders (ours: the seed checks neither).
  areaCodeUnknown: 'We do not know this area code. Please select an area code from the list.',
  areaCodeOtherCity: 'This area code is not in the city you chose. Please select an area code from the list.',
  areaCodeOtherDistrict: 'This area code is not in the district you chose. Please select an area code from the list.',
  tooManyUnpaidOrders: (max: number) =>
    `You have ${max} orders waiting for payment. Pay for one of them before placing another; an unpaid order is cancelled at its payment deadline.`,
} as const;

/**
 * Order tracking and cancellation texts (order-side seed §2 'Order tracking', §5). orderNotFound is
 * ours: the seed words only the tracking page's miss.
 */
export const OrderMessages = {
  cancelReasonDefault: 'Canceled by user',
  orderNotFound: 'Order not found',
  detailsNeedAuthentication: 'Order details unavailable - authentication required',
  loadingDetails: 'Loading order details...',
  trackingError: (message: string) => `Error: ${message}`,
  noTrackingData: (trackingNumber: string) => `No order data found for tracking number: ${trackingNumber}`,
  deliveryService: 'Regular delivery service',
  notShippedYet: 'Processing',
  paymentSuccessful: 'Payment Successful',
  noNote: 'No note provided',
  // Ours: the seed shows 'Payment Successful' only; an unpaid or cancelled order says so instead.
  awaitingPayment: 'Awaiting Payment',
  paymentNotReceived: 'Payment not received',
  // Ours: a paid order whose waybill the courier has not given yet.
  waybillPending: 'Waybill pending',
} as const;

/** The review-by-link page (order-side seed §2 'Review page', §5, §8). */
export const ReviewMessages = {
  missingToken: 'Invalid review link - missing token',
  loadFailed: 'Failed to load data.',
  submitFailed: 'Failed to submit review. Please try again.',
  incomplete: 'Please complete all required fields before submitting',
  confirmSubmit: "Are you sure you want to submit this review? You won't be able to edit it after submission.",
  thanks: 'Thank you for your review! Your feedback has been submitted successfully.',
  alreadyReviewed: "You've already submitted a review for this order.",
  customCharmSet: 'Custom Charm Set',
  // Ours: the seed says the picture must be an image without wording the refusal.
  imageTypeOnly: 'Please choose a JPEG, PNG, WebP or GIF picture',
} as const;

/**
 * The staff console's texts (order-side seed §2, §5, §8). A title and its message are separate
 * entries, as the console shows them in one dialog ('Status Update Failed' over its reason). The seed
 * states two rules without wording them; those texts are ours: dateFilterNeedsDate, and the list
 * format of cannotMoveToCollection ('#12, #15.').
 */
export const AdminMessages = {
  /** The header greets the staff member by name (the seed's fixed 'Welcome, Admin' named nobody). */
  greeting: (name: string) => `Hello, ${name}`,
  notAuthenticated: 'Not authenticated',
  fetchErrorTitle: 'Fetch Error',
  ordersLoadFailed: 'Failed to load orders. Please try again.',
  statusUpdateFailedTitle: 'Status Update Failed',
  statusUpdateFailed: (reason: string) => `Failed to update order status: ${reason}`,
  createLabelsAction: 'Create Label & Move to Collection',
  selectOrdersForLabels: 'Please select at least one order to create labels',
  selectOrdersForReceipts: 'Please select at least one order to print receipts',
  cannotMoveToCollectionTitle: 'Cannot Move to Collection',
  /** Labels asked for before the Shop settings (the sender) were saved. */
  shopSettingsNeededTitle: 'Shop settings needed',
  cannotMoveToCollection: (orderIds: readonly (number | string)[]) =>
    `We couldn't move all selected orders to Collection because some don't have a valid shipping label or have already been canceled. Orders affected: ${orderIds.map((id) => `#${id}`).join(', ')}. Please deselect these orders and try again with only valid ones.`,
  labelsReadyTitle: 'Labels Ready',
  openShippingLabel: (n: number) => `Open Shipping Label ${n}`,
  labelCreationFailedTitle: 'Label Creation Failed',
  partialLabelFailureTitle: 'Partial Label Creation Failure',
  orderFailure: (orderId: number | string, reason: string) => `Order #${orderId}: ${reason}`,
  partialPrintFailureTitle: 'Partial Print Failure',
  printFailedTitle: 'Print Failed',
  printFailed: 'Failed to generate any receipts. Please try again or contact support.',
  printErrorTitle: 'Print Error',
  unexpectedErrorTitle: 'Unexpected Error',
  httpError: (status: number, reason: string) => `HTTP ${status}: ${reason}`,
  noProviderResponse: 'No response from shipping provider',
  invalidJson: 'Invalid JSON response from server',
  networkError: 'Network error',
  courierCodes: {
    S28: 'Shipment already processed or canceled in JNT system',
    S10: 'Billcode not found in JNT system',
    S99: 'System error at JNT',
  },
  alreadyCanceled: (orderId: number | string) => `Order #${orderId} is already canceled.`,
  cancellationNotAllowed: (detail: string) => `Cancellation not allowed: ${detail}`,
  unableToConnect: 'Unable to connect. Please check your internet.',
  cancellationFailedTitle: 'Cancellation Failed',
  orderNotInResponse: (orderId: number | string) => `Order ${orderId} not found in response`,
  cancellationSuccessfulTitle: 'Cancellation Successful',
  canceledSuccessfully: (orderId: number | string) => `Order #${orderId} has been canceled successfully.`,
  dateFilterNeedsDate: 'Please choose a start date or an end date',
  // Order Management's words where the seed names none (README: console decisions)
  printReceiptsAction: 'Print Receipts',
  receiptsReadyTitle: 'Receipts Ready',
  openReceipt: (n: number) => `Open Receipt ${n}`,
  retryFailedOrders: 'Retry Failed Orders',
  receiptNeedsLabel: 'Create the label before printing the receipt',
  receiptNotOffered: (status: string) => `An order that is ${status} has no receipt to print`,
  cancelOrderTitle: 'Cancel Order',
  cancelReasonLabel: 'Reason',
  noMessages: 'No Messages',
  noOrders: 'No orders',
  packingSlip: 'Packing slip',
  packingSlipFailed: 'Failed to load the packing slip. Please try again.',
  exportCsv: 'Export CSV',
  exportCap: (max: number) => `Every page of this tab, dates and search, up to ${max.toLocaleString('en-US')} orders`,
  exportFailed: 'Failed to export the orders. Please try again.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  showingCharms: (shown: number, total: number) => `Showing ${shown} of ${total} charms`,
  showingGiftSets: (shown: number, total: number) => `Showing ${shown} of ${total} gift sets`,
  addCharm: '+ Add Charm',
  addGiftSet: '+ Add Gift Set',
  deleteCharmConfirm: 'Are you sure you want to delete this charm?',
  deleteGiftSetConfirm: 'Are you sure you want to delete this gift set?',
} as const;

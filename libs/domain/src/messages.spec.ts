import { AdminMessages, CartMessages, CheckoutMessages, OrderMessages, ReviewMessages } from './messages.js';

describe('the seeds wording, kept verbatim', () => {
  it.each([
    [CartMessages.loginRequiredToAdd, 'You need to be logged in to add items to your cart.'],
    [CartMessages.loginRequiredForCart, 'You need to be logged in to access your shopping cart.'],
    [CartMessages.nothingSpecified, 'No product, gift_set, or charms specified'],
    [CartMessages.baseProductRequired, 'Please select a base product first.'],
    [CartMessages.selectAtLeastOne, 'Please select at least one item to checkout.'],
    [CartMessages.loadFailed, "Couldn't load cart data."],
    [CartMessages.empty, 'Your cart is empty.'],
    [CartMessages.itemAdded, 'Item added to cart!'],
    [CartMessages.itemRemoved, 'Item removed from cart'],
    [CheckoutMessages.requiredFields, 'Please fill in all required fields and calculate shipping fee'],
    [CheckoutMessages.phoneStartsWith8, 'Indonesian mobile numbers should start with 8'],
    [CheckoutMessages.citySelectFirst, 'Please select a city/kabupaten first'],
    [CheckoutMessages.areaCodeRequired, 'Please select an area code'],
    [CheckoutMessages.paymentFailed, 'Payment failed. Please try again.'],
    [CheckoutMessages.loadingCart, 'Loading your cart...'],
    [CheckoutMessages.noItemsSelected, 'No items selected for checkout'],
    [OrderMessages.cancelReasonDefault, 'Canceled by user'],
    [OrderMessages.detailsNeedAuthentication, 'Order details unavailable - authentication required'],
    [ReviewMessages.missingToken, 'Invalid review link - missing token'],
    [AdminMessages.courierCodes.S28, 'Shipment already processed or canceled in JNT system'],
  ])('%p', (text, seed) => {
    expect(text).toBe(seed);
  });

  it.each([
    [CartMessages.fetchFailedWith(500, 'Internal'), 'Failed to fetch cart: 500 Internal'],
    [CartMessages.percentOff(20), '20% OFF'],
    [CheckoutMessages.courierFailed('Berat tidak valid'), 'Gagal membuat resi: Berat tidak valid'],
    [OrderMessages.noTrackingData('JX001'), 'No order data found for tracking number: JX001'],
    [AdminMessages.alreadyCanceled(42), 'Order #42 is already canceled.'],
    [AdminMessages.canceledSuccessfully(42), 'Order #42 has been canceled successfully.'],
    [AdminMessages.cancellationNotAllowed('sudah dikirim'), 'Cancellation not allowed: sudah dikirim'],
    [AdminMessages.orderNotInResponse(42), 'Order 42 not found in response'],
    [AdminMessages.statusUpdateFailed('timeout'), 'Failed to update order status: timeout'],
    [AdminMessages.orderFailure(7, 'S10'), 'Order #7: S10'],
    [AdminMessages.httpError(502, 'Bad Gateway'), 'HTTP 502: Bad Gateway'],
    [AdminMessages.openShippingLabel(2), 'Open Shipping Label 2'],
  ])('%p fills its placeholder', (text, seed) => {
    expect(text).toBe(seed);
  });

  it('lists the orders that cannot move to Collection, our format for the seed "..."', () => {
    expect(AdminMessages.cannotMoveToCollection([12, 15])).toBe(
      "We couldn't move all selected orders to Collection because some don't have a valid shipping label or have already been canceled. Orders affected: #12, #15. Please deselect these orders and try again with only valid ones.",
    );
  });
});

// The places wing's face: India Post's pincodes (every one, from the all-India directory), whether an address names a
// place the post delivers to, and the look-up route the delivery form fills its city and state from. It owns no table
// and imports no wing.
export { assertDeliveryPlace, lookUpPincode, type PincodeAnswer } from './deliveryPlace';
export { pincodeCount } from './pincodes';
export { stateKey, stateName } from './states';
export { pincodeRoutes } from './routes/pincodes';

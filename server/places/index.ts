// The places wing's face: India Post's pincodes (every one, from the all-India directory), whether an address names a
// place the post delivers to, and the look-up route the delivery form fills its city and state from; where the shop
// delivers and when (the zone table, areas turned off, cash on delivery by area and amount). It imports no wing.
export { deliveryPlace, lookUpPincode, type PincodeAnswer } from './deliveryPlace';
export { pincodeCount } from './pincodes';
export { gstStateCodes, stateKey, stateName, stateOfGstCode } from '../config/states';
export { pincodeRoutes } from './routes/pincodes';
export { adminDeliveryRoutes, deliveryRoutes } from './routes/delivery';
export {
  assertDeliverable,
  deliveryPromise,
  deliveryRules,
  setArea,
  setCodLimit,
  setZone,
  ZONES,
  type DispatchConfig,
} from './deliveryPromise';

/** Spec §2: /courier-management — shipments of samples to the laboratory, and courier statistics. */
export const COURIER_MANAGEMENT_PATH = '/courier-management';
/** The couriers themselves: the schema-driven resource `courier` (resources/laboratory/courier.json). */
export const COURIERS_PATH = `${COURIER_MANAGEMENT_PATH}/couriers`;

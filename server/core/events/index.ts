export * from './catalogue';
export * from './subscriber';
export { EventBus, DEFAULT_EVENT_BUS_OPTIONS, type EventBusOptions, type ParkedDelivery } from './bus';

/** Every cleaning query starts with this key: any change to a cleaning, or its realtime event, refreshes them all. */
export const CLEANING_QUERY_KEY = ['cleaning'] as const;

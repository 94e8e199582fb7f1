export * from './botRunner';
export * from './deciders';
export * from './gameStore';
export * from './persistence';
export * from './selectors';
export * from './types';

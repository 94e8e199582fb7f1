/** The presets' names as people say them (the store keeps them). */
export { PRESET_TITLES } from '../store/selectors';

import type { PresetName } from '../engine';

export const PRESET_TITLES: Record<PresetName | 'custom', string> = {
  grayzone: 'Grayzone',
  classic: 'Classic',
  'crazy-eights': 'Crazy Eights',
  custom: 'Custom rules',
};

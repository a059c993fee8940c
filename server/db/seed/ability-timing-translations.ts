import type { TranslatedLocale } from './translations';

/**
 * The words of the demo abilities' usage and frequency (when an ability acts, how often), in
 * French and Japanese, by their English words: a dozen phrases cover the whole roster. The
 * vocabulary follows the demo FAQs' (Cycle, Impulse).
 */
export const ABILITY_TIMING_TRANSLATIONS: Record<TranslatedLocale, Record<string, string>> = {
  fr: {
    'Cycle Agnostic': 'Tout le Cycle',
    'On Hit': 'Au toucher',
    'On Defense': 'En défense',
    'Start of Cycle': 'Début de Cycle',
    'End of Cycle': 'Fin de Cycle',
    'On Move': 'Au déplacement',
    'On Death': 'À la mort',
    Always: 'Toujours',
    'Once Per Cycle': 'Une fois par Cycle',
    'Twice Per Cycle': 'Deux fois par Cycle',
    'Once Per Match': 'Une fois par partie',
    'Twice Per Match': 'Deux fois par partie',
  },
  ja: {
    'Cycle Agnostic': 'サイクル中いつでも',
    'On Hit': '命中時',
    'On Defense': '防御時',
    'Start of Cycle': 'サイクル開始時',
    'End of Cycle': 'サイクル終了時',
    'On Move': '移動時',
    'On Death': '撃破時',
    Always: '常時',
    'Once Per Cycle': '1サイクルに1回',
    'Twice Per Cycle': '1サイクルに2回',
    'Once Per Match': '1試合に1回',
    'Twice Per Match': '1試合に2回',
  },
};

import { featureIndices } from './features.js';

/** A logistic-regression model over hashed features, as stored in weights/*.json. */
export interface StoredModel {
  bias: number;
  /** Decision threshold on the probability, chosen for F1 on held-out training data. */
  threshold: number;
  /** One signed byte per feature (base64), times `scale`: 8-bit weights keep the file small. */
  scale: number;
  weights: string;
}

export interface StoredWeights {
  dim: number;
  models: Record<string, StoredModel>;
}

export interface LinearModel {
  threshold: number;
  /** Probability of the positive class, 0..1. */
  probability(text: string): number;
}

/** Expands a stored sparse model into a scorer. */
export function loadLinearModel(weights: StoredWeights, name: string): LinearModel {
  const stored = weights.models[name];
  if (!stored) throw new Error(`weights file has no model "${name}"`);
  const bytes = new Int8Array(Buffer.from(stored.weights, 'base64'));
  if (bytes.length !== weights.dim)
    throw new Error(`model "${name}" has ${bytes.length} weights, expected ${weights.dim}`);
  const dense = Float32Array.from(bytes, (b) => b * stored.scale);
  return {
    threshold: stored.threshold,
    probability(text) {
      let z = stored.bias;
      for (const index of featureIndices(text, weights.dim)) z += dense[index] ?? 0;
      return 1 / (1 + Math.exp(-z));
    },
  };
}

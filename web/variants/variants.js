// The house-value predictor in three shapes, as data: each variant is a whole
// program (web/variants/*.py, copied from the course's reference with their
// header comments) that the page loads into the editor and runs. Their
// names are page strings (variants.<id>.short and .label in web/i18n/).
export const VARIANTS = [
  {
    id: 'looped',
    file: '1_looped_python_list.py',
  },
  {
    id: 'batched',
    file: '2_batched_input_signature.py',
  },
  {
    id: 'while',
    file: '3_while_loop_tensorarray.py',
  },
];

const cache = new Map();

// The program text of a variant, fetched once from beside this module.
export async function variantCode(variant) {
  if (!cache.has(variant.id)) {
    const url = new URL(variant.file, import.meta.url);
    cache.set(variant.id, fetch(url).then((response) => {
      if (!response.ok) throw new Error(`cannot load ${variant.file}: HTTP ${response.status}`);
      return response.text();
    }));
  }
  try {
    return await cache.get(variant.id);
  } catch (error) {
    cache.delete(variant.id);  // a later click may succeed
    throw error;
  }
}

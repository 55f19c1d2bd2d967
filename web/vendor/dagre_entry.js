// dagre (layered DAG layout) for the graph view, bundled by esbuild into
// web/dist/dagre.bundle.js by .ci/build_lib.sh (nothing fetched at run time).
import dagre from '@dagrejs/dagre';

export default dagre;
export const { graphlib, layout } = dagre;

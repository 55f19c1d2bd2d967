// Chart.js for the plots and performance panels, bundled by esbuild into
// web/dist/chart.bundle.js by .ci/build_lib.sh (nothing fetched at run time).
// Only the pieces the panels draw with are registered, so the bundle stays small.
import {
  Chart, ScatterController, BarController, LineElement, PointElement, BarElement,
  LinearScale, CategoryScale, LogarithmicScale, Legend, Title, Tooltip,
} from 'chart.js';

Chart.register(ScatterController, BarController, LineElement, PointElement, BarElement,
  LinearScale, CategoryScale, LogarithmicScale, Legend, Title, Tooltip);

export { Chart };

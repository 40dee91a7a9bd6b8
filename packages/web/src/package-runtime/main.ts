// The package runtime page's entry (package-runtime.html, served from the package origin): the SCORM API
// beside the package and the bridge to the lesson player that framed it live in @slidewise/player.
import { startPackageRuntime } from '@slidewise/player';

startPackageRuntime(window);

// The course track: one exercise per idea, in the course's order. Each is
// data: what to do (goal), why (lesson), where to start (starter), one
// answer (solution), hints revealed one at a time (`looks`: a hint's index ->
// what in another tab it points at, web/look.js), and checks over the event
// stream (web/exercises/checks.js) in the learner's own words. The starter
// must fail exactly the checks named in intendedFailures; the solution must
// pass them all (tests/exercises/ runs both through the engine).
// `requires` names engine features an exercise needs beyond tf.function.
import { modelExercises } from './track_model.js';
import { retracingExercises } from './track_retracing.js';
import { semanticsExercises } from './track_semantics.js';

export const track = [...modelExercises, ...retracingExercises, ...semanticsExercises];

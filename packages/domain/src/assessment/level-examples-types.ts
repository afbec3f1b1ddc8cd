/**
 * One worked example per maturity level of a question, from level 1 (least mature) to level 5, in
 * the order of the question's answer options. A tuple, so a missing level fails the type check.
 */
export type LevelExamples = readonly [string, string, string, string, string];

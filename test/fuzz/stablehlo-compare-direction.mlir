// Found by the parse_stablehlo fuzz target: stablehlo.compare in generic
// form took any attribute as its direction, then printed the op in a form
// its custom parser refuses. The properties are StableHLO's enum
// attributes (ODS: StableHLO_ComparisonDirectionAttr, ..TypeAttr), and
// anything else is the verifier's error.
// RUN: not ir-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: 10:8: error: 'stablehlo.compare' op attribute 'comparison_direction' failed to satisfy constraint: Which comparison operation to perform.
func.func @direction(%a: tensor<f32>) -> tensor<i1> {
  %0 = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_type FLOAT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// CHECK: 18:8: error: 'stablehlo.compare' op attribute 'compare_type' failed to satisfy constraint: Which comparison type to use.
func.func @type(%a: tensor<f32>) -> tensor<i1> {
  %0 = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction GT>, compare_type = 3 : i32}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

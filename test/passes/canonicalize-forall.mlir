// scf.forall shared outputs that are unused or never inserted into are
// dropped as mlir-opt 22's ForallOpIterArgsFolder drops them: their
// insertions go and the body reads the initial tensor.
// RUN: ir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s %}

// CHECK-LABEL: func.func @unused_result(%arg0: tensor<2x4xindex>, %arg1: tensor<1x4xindex>) {
// CHECK-NEXT:    scf.forall (%arg2) in (2) {
// CHECK-NEXT:      "test.use"(%arg0) : (tensor<2x4xindex>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @never_written(
// CHECK-NEXT:    %0 = scf.forall (%arg3) in (2) shared_outs(%arg4 = %arg1) -> (tensor<2x4xf32>) {
// CHECK-NEXT:      %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [1, 4] [1, 1]
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3, 0] [1, 4] [1, 1]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg0, %0 : tensor<2x4xf32>, tensor<2x4xf32>
// CHECK-LABEL: func.func @all_live(
// CHECK-NEXT:    %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg0) -> (tensor<2x4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %arg1 into %arg3[%arg2, 0] [1, 4] [1, 1]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<2x4xf32>

func.func @unused_result(%t: tensor<2x4xindex>, %s: tensor<1x4xindex>) {
  %0 = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<2x4xindex>) {
    "test.use"(%o) : (tensor<2x4xindex>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] : tensor<1x4xindex> into tensor<2x4xindex>
    }
  }
  return
}
func.func @never_written(%t: tensor<2x4xf32>, %u: tensor<2x4xf32>, %s: tensor<1x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0:2 = scf.forall (%i) in (2) shared_outs(%a = %t, %b = %u) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %x = tensor.extract_slice %a[%i, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %b[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0#0, %0#1 : tensor<2x4xf32>, tensor<2x4xf32>
}
func.func @all_live(%t: tensor<2x4xf32>, %s: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %0 = scf.forall (%i) in (2) shared_outs(%a = %t) -> (tensor<2x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %a[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}

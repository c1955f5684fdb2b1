#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(i32 {llvm.noundef, test.tag = "x"}) -> (i64 {llvm.noundef})
  func.func private @ext1() -> (i64 {llvm.zeroext}, i32 {llvm.noundef, test.tag = "x"}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func @helper1() -> (f32, vector<2x1xi32>) {
      %cst = arith.constant 4.000000e+02 : f64
      %0 = arith.divf %cst, %cst fastmath<reassoc,contract> : f64
      %c5 = arith.constant 5 : index
      %alloc = memref.alloc(%c5) : memref<1x?xi32>
      memref.copy %alloc, %alloc : memref<1x?xi32> to memref<1x?xi32>
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %c0_0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c2_1 = arith.constant 2 : index
      %c66_i8 = arith.constant 66 : i8
      %1 = scf.parallel (%arg0, %arg1) = (%c0, %c0_0) to (%c3, %c2) step (%c1, %c2_1) init (%c66_i8) -> i8 {
        scf.reduce(%c66_i8 : i8) {
        ^bb0(%arg2: i8, %arg3: i8):
          %2 = arith.maxsi %arg2, %arg3 : i8
          scf.reduce.return %2 : i8
        }
      }
      %cst_2 = arith.constant 4.000000e+02 : f32
      %cst_3 = arith.constant dense<0> : vector<2x1xi32>
      return %cst_2, %cst_3 : f32, vector<2x1xi32>
    }
  }
  func.func public @kernel_0() attributes {ref = @inner::@helper1} {
    %0 = tensor.empty() : tensor<4x1x1xi32>
    %1 = scf.forall (%arg0) in (4) shared_outs(%arg1 = %0) -> (tensor<4x1x1xi32>) {
      %c2_5 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %alloc_6 = memref.alloc(%c2_5)[%c4] {alignment = 64 : i64} : memref<?x4xi64, #map>
      %alloca_7 = memref.alloca() : memref<4x1x1xindex>
      %c3_8 = arith.constant 3 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %6 = memref.load %alloca_7[%c3_8, %c0_9, %c0_10] : memref<4x1x1xindex>
      %cst_11 = arith.constant dense<-1> : tensor<1x1x1xi32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_11 into %arg1[%arg0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<1x1x1xi32> into tensor<4x1x1xi32>
      }
    }
    %c0_i32 = arith.constant 0 : i32
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %inserted = tensor.insert %c0_i32 into %1[%c3, %c0, %c0_0] : tensor<4x1x1xi32>
    cf.switch %c0_i32 : i32, [
      default: ^bb1,
      4294967295: ^bb2,
      1: ^bb1
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %cst = arith.constant dense<[[[-1]], [[4611686018427387903]], [[52]], [[4611686018427387903]]]> : vector<4x1x1xi64>
    %c0_1 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %0[2, 0, %c0_1] [1, 1, 1] [1, 1, 1] : tensor<4x1x1xi32> to tensor<1x1x1xi32>
    %2 = arith.cmpi eq, %c0_1, %c0_1 : index
    cf.cond_br %2, ^bb2, ^bb4
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %cst_2 = arith.constant dense<-15> : vector<4x1x1xi32>
    %cst_3 = arith.constant dense<53> : vector<4x1x1xi32>
    %low, %high = arith.mulsi_extended %cst_2, %cst_3 : vector<4x1x1xi32>
    %3 = tensor.empty() : tensor<4x1xi32>
    %reduced = linalg.reduce ins(%1 : tensor<4x1x1xi32>) outs(%3 : tensor<4x1xi32>) dimensions = [2] 
      (%in: i32, %init: i32) {
        %6 = arith.addi %in, %init : i32
        linalg.yield %6 : i32
      }
    %c-15_i8 = arith.constant -15 : i8
    cf.switch %c-15_i8 : i8, [
      default: ^bb3,
      2: ^bb4,
      3: ^bb4
    ]
  ^bb3:  // pred: ^bb2
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<4xi32>
    %subview = memref.subview %alloca[3] [1] [1] : memref<4xi32> to memref<1xi32, strided<[1], offset: 3>>
    %cst_4 = arith.constant -1.000000e+00 : f32
    %4 = math.sin %cst_4 fastmath<fast> : f32
    %c0_i16 = arith.constant 0 : i16
    cf.switch %c0_i16 : i16, [
      default: ^bb4,
      2: ^bb4,
      5: ^bb4
    ]
  ^bb4:  // 6 preds: ^bb1, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c2)[%c6] {alignment = 64 : i64} : memref<?x4xi64, #map>
    %false = arith.constant false
    %5 = scf.if %false -> (i32) {
      scf.yield %c0_i32 : i32
    } else {
      scf.yield %c0_i32 : i32
    }
    return
  }
}


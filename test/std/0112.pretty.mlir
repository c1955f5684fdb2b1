module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (tensor<2x8x?xi8> {llvm.noundef}, memref<3xf64>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(i8, memref<3xf64>) -> (i8, i8)
  func.func public @f0(%arg0: vector<2x8x4xf64> {llvm.noundef}, %arg1: i64, %arg2: memref<8xi8>, %arg3: f64) -> i8 {
    %c39_i8 = arith.constant 39 : i8
    %0 = arith.cmpi ugt, %c39_i8, %c39_i8 : i8
    cf.assert %0, "bounds check"
    %cst = arith.constant dense<1.000000e+00> : vector<2x8x4xf64>
    %cst_0 = arith.constant 0.000000e+00 : f64
    %1 = call @f0(%cst, %arg1, %arg2, %cst_0) : (vector<2x8x4xf64>, i64, memref<8xi8>, f64) -> i8
    %true = arith.constant true
    %2 = arith.floordivsi %true, %true : i1
    %c0_i32 = arith.constant 0 : i32
    %c1_i8 = arith.constant 1 : i8
    %cst_1 = arith.constant 0.000000e+00 : f64
    cf.switch %c0_i32 : i32, [
      default: ^bb1,
      3: ^bb2(%c1_i8 : i8),
      5: ^bb3(%cst_1, %c39_i8 : f64, i8)
    ]
  ^bb1:  // pred: ^bb0
    %3:2 = scf.if %0 -> (i8, f64) {
      %c2 = arith.constant 2 : index
      %7 = memref.load %arg2[%c2] : memref<8xi8>
      scf.yield %c1_i8, %cst_0 : i8, f64
    } else {
      %c7 = arith.constant 7 : index
      %c2 = arith.constant 2 : index
      %alloc = memref.alloc(%c7, %c2) : memref<2x?x?xf16>
      memref.dealloc %alloc : memref<2x?x?xf16>
      %cst_4 = arith.constant dense<4.000000e+02> : vector<3xf32>
      %7 = math.powf %cst_4, %cst_4 fastmath<reassoc,contract> : vector<3xf32>
      %8 = scf.while (%arg4 = %c1_i8) : (i8) -> i8 {
        %subview = memref.subview %arg2[2] [5] [1] : memref<8xi8> to memref<5xi8, strided<[1], offset: 2>>
        scf.forall (%arg5) in (6) {
          %9 = arith.floordivsi %c0_i32, %c0_i32 : i32
        }
        %true_5 = arith.constant true
        scf.condition(%true_5) %arg4 : i8
      } do {
      ^bb0(%arg4: i8):
        %9 = tensor.empty() : tensor<8xf32>
        %10 = math.log %9 fastmath<reassoc,contract> : tensor<8xf32>
        %alloc_5 = memref.alloc() : memref<4x3xi8>
        %subview = memref.subview %alloc_5[0, 2] [1, 1] [1, 1] : memref<4x3xi8> to memref<1x1xi8, strided<[3, 1], offset: 2>>
        scf.yield %1 : i8
      }
      scf.yield %8, %arg3 : i8, f64
    }
    cf.cond_br %0, ^bb2(%c1_i8 : i8), ^bb2(%1 : i8)
  ^bb2(%4: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
    %c1_i8_2 = arith.constant 1 : i8
    %cst_3 = arith.constant 1.000000e+00 : f64
    %c-1_i8 = arith.constant -1 : i8
    cf.cond_br %0, ^bb3(%cst_0, %c1_i8_2 : f64, i8), ^bb3(%cst_3, %c-1_i8 : f64, i8)
  ^bb3(%5: f64, %6: i8):  // 3 preds: ^bb0, ^bb2, ^bb2
    return %1 : i8
  }
}


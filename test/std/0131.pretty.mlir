module {
  func.func private @ext0(memref<4xf32>, memref<?x4xi64>, tensor<4xi8>) -> tensor<3xi8> attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1() attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper0() -> (memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      scf.parallel (%arg0) = (%c0) to (%c3) step (%c1) {
        %c1_i64 = arith.constant 1 : i64
        %4 = arith.cmpi ule, %c1_i64, %c1_i64 : i64
        scf.reduce 
      }
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %c20_i32 = arith.constant 20 : i32
      %0 = arith.maxui %c20_i32, %c20_i32 : i32
      %c47 = arith.constant 47 : index
      %1 = arith.cmpi sgt, %c47, %c1 : index
      cf.cond_br %1, ^bb2, ^bb2
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %c-1_i8 = arith.constant -1 : i8
      cf.switch %c-1_i8 : i8, [
        default: ^bb3,
        1: ^bb4
      ]
    ^bb3:  // pred: ^bb2
      %2 = arith.cmpi sle, %c3, %c3 : index
      cf.cond_br %2, ^bb4, ^bb4
    ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
      %alloc = memref.alloc() : memref<3xf32>
      %alloc_0 = memref.alloc() : memref<1x2xi8>
      %3 = tensor.empty() : tensor<1x3x4xf32>
      return %alloc, %alloc_0, %3 : memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>
    }
  }
  func.func @f0() -> (i8, i8) attributes {ref = @inner::@helper0} {
    %c43_i32 = arith.constant 43 : i32
    %0 = arith.remsi %c43_i32, %c43_i32 : i32
    %1 = scf.execute_region -> f32 {
      %cst_0 = arith.constant 1.000000e+02 : f64
      %4 = arith.subf %cst_0, %cst_0 fastmath<nnan,ninf> : f64
      %5 = math.fma %cst_0, %cst_0, %cst_0 fastmath<nnan,ninf,nsz> : f64
      %false = arith.constant false
      %c-1_i8 = arith.constant -1 : i8
      %6 = arith.select %false, %c-1_i8, %c-1_i8 : i8
      %7 = tensor.empty() : tensor<3xi8>
      %8 = math.ipowi %7, %7 : tensor<3xi8>
      %cst_1 = arith.constant 1.000000e+00 : f32
      scf.yield %cst_1 : f32
    }
    %2 = tensor.empty() : tensor<3xi8>
    %cast = tensor.cast %2 : tensor<3xi8> to tensor<?xi8>
    %cst = arith.constant -2.500000e-01 : bf16
    %3 = arith.fptosi %cst : bf16 to i32
    scf.forall (%arg0, %arg1) in (1, 1) {
      %cst_0 = arith.constant dense<5.000000e-01> : tensor<8x8xf32>
      %cst_1 = arith.constant dense<0.000000e+00> : tensor<8x4xf32>
      %4 = linalg.matmul ins(%cst_0, %cst_1 : tensor<8x8xf32>, tensor<8x4xf32>) outs(%cst_1 : tensor<8x4xf32>) -> tensor<8x4xf32>
      %c-1_i64 = arith.constant -1 : i64
      %5 = arith.cmpi ult, %c-1_i64, %c-1_i64 : i64
      %6:2 = scf.if %5 -> (i8, i8) {
        %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
        %cst_2 = arith.constant 4.000000e+02 : f16
        %7 = arith.divf %cst_2, %cst_2 : f16
        %c0_i8_3 = arith.constant 0 : i8
        scf.yield %c0_i8_3, %c0_i8_3 : i8, i8
      } else {
        %c1 = arith.constant 1 : index
        %c5 = arith.constant 5 : index
        %c3 = arith.constant 3 : index
        %7 = scf.for %arg2 = %c1 to %c5 step %c3 iter_args(%arg3 = %1) -> (f32) {
          %cst_5 = arith.constant dense<[-1, -1, 127]> : vector<3xi8>
          %10 = arith.shli %cst_5, %cst_5 : vector<3xi8>
          %c127_i8 = arith.constant 127 : i8
          %from_elements = tensor.from_elements %c127_i8 : tensor<1xi8>
          %c5_6 = arith.constant 5 : index
          %c3_7 = arith.constant 3 : index
          %11 = tensor.empty(%c3_7) : tensor<?x1xf32>
          %inserted_slice = tensor.insert_slice %11 into %cst_0[1, 7] [%c5_6, 1] [1, 1] : tensor<?x1xf32> into tensor<8x8xf32>
          %12 = tensor.empty() : tensor<3xi8>
          %c0 = arith.constant 0 : index
          %extracted = tensor.extract %12[%c0] : tensor<3xi8>
          scf.yield %1 : f32
        }
        %cst_2 = arith.constant 1.000000e+00 : f32
        %cst_3 = arith.constant 1.000000e+00 : f64
        %cst_4 = arith.constant 5.000000e-01 : f64
        %8 = arith.cmpf ult, %cst_3, %cst_4 : f64
        %alloc = memref.alloc() : memref<4xf32>
        %c2 = arith.constant 2 : index
        %9 = memref.load %alloc[%c2] : memref<4xf32>
        %c-1_i8 = arith.constant -1 : i8
        scf.yield %c-1_i8, %c-1_i8 : i8, i8
      }
    }
    %c0_i8 = arith.constant 0 : i8
    return %c0_i8, %c0_i8 : i8, i8
  }
}


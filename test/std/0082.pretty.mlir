module attributes {test.module_note = "std"} {
  func.func private @ext0(i8, vector<3x4xi8> {llvm.noundef, test.tag = "x"}) -> f64 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() -> i8 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @f0(%arg0: tensor<4xf64>) -> (memref<3xbf16>, f32 {llvm.noundef, test.tag = "x"}, tensor<3xf32> {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<[true, true, true, false]> : vector<4xi1>
    %cst_0 = arith.constant dense<[3.000000e+00, 1.000000e+00, 4.000000e+02, -1.000000e+00]> : vector<4xf32>
    %0 = arith.select %cst, %cst_0, %cst_0 : vector<4xi1>, vector<4xf32>
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    scf.for %arg1 = %c2 to %c8 step %c3 {
      %6:3 = func.call @f0(%arg0) : (tensor<4xf64>) -> (memref<3xbf16>, f32, tensor<3xf32>)
      %alloca = memref.alloca() {alignment = 16 : i64} : memref<4xi8>
      memref.copy %alloca, %alloca : memref<4xi8> to memref<4xi8>
    }
    %1 = tensor.empty() : tensor<4xi16>
    %2 = tensor.empty() : tensor<4x1xi16>
    %broadcasted = linalg.broadcast ins(%1 : tensor<4xi16>) outs(%2 : tensor<4x1xi16>) dimensions = [1] 
    %alloc = memref.alloc() : memref<3xi8>
    %true = arith.constant true
    %3 = arith.extui %true : i1 to i16
    %c4 = arith.constant 4 : index
    %4 = tensor.empty(%c4) : tensor<?xf32>
    %cst_1 = arith.constant dense<-1.000000e+00> : tensor<3x3xf64>
    %transposed = linalg.transpose ins(%cst_1 : tensor<3x3xf64>) outs(%cst_1 : tensor<3x3xf64>) permutation = [0, 1] 
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c2_4 = arith.constant 2 : index
    scf.parallel (%arg1, %arg2) = (%c0, %c0_2) to (%c7, %c1_3) step (%c1, %c2_4) {
      %c0_i8 = arith.constant 0 : i8
      %cst_7 = arith.constant 0.000000e+00 : f64
      %6:2 = scf.while (%arg3 = %c0_i8, %arg4 = %cst_7) : (i8, f64) -> (i8, f64) {
        %c0_8 = arith.constant 0 : index
        %c7_9 = arith.constant 7 : index
        %c1_10 = arith.constant 1 : index
        %cst_11 = arith.constant 0.000000e+00 : f32
        %7 = scf.for %arg5 = %c0_8 to %c7_9 step %c1_10 iter_args(%arg6 = %cst_11) -> (f32) {
          %8 = arith.cmpi uge, %c0_i8, %arg3 : i8
          %9 = arith.negf %arg6 fastmath<nnan,ninf> : f32
          %cst_12 = arith.constant 2.500000e+00 : f32
          scf.yield %cst_12 : f32
        }
        scf.condition(%true) %c0_i8, %cst_7 : i8, f64
      } do {
      ^bb0(%arg3: i8, %arg4: f64):
        %7 = func.call @ext1() : () -> i8
        %c0_8 = arith.constant 0 : index
        %c6 = arith.constant 6 : index
        %c2_9 = arith.constant 2 : index
        %c0_10 = arith.constant 0 : index
        %c3_11 = arith.constant 3 : index
        %c1_12 = arith.constant 1 : index
        %cst_13 = arith.constant 1.000000e+00 : f64
        %8 = scf.parallel (%arg5, %arg6) = (%c0_8, %c0_10) to (%c6, %c3_11) step (%c2_9, %c1_12) init (%cst_13) -> f64 {
          %9 = math.asin %0 : vector<4xf32>
          %cast = tensor.cast %1 : tensor<4xi16> to tensor<?xi16>
          %10 = math.sqrt %0 fastmath<fast> : vector<4xf32>
          scf.reduce(%arg4 : f64) {
          ^bb0(%arg7: f64, %arg8: f64):
            %11 = arith.maximumf %arg7, %arg8 : f64
            scf.reduce.return %11 : f64
          }
        }
        scf.yield %arg3, %arg4 : i8, f64
      }
      scf.reduce 
    }
    %alloc_5 = memref.alloc() : memref<3xbf16>
    %cst_6 = arith.constant 4.000000e+02 : f32
    %5 = tensor.empty() : tensor<3xf32>
    return %alloc_5, %cst_6, %5 : memref<3xbf16>, f32, tensor<3xf32>
  }
}


module {
  func.func private @compute0(%arg0: f32 {llvm.noundef, test.tag = "x"}, %arg1: memref<8x3xi16>, %arg2: tensor<8x3xi32>) -> (i16, memref<1x1x2xf32>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 3.000000e+00 : f64
    %c-1_i64 = arith.constant -1 : i64
    %0:2 = scf.parallel (%arg3) = (%c0) to (%c2) step (%c1) init (%cst, %c-1_i64) -> (f64, i64) {
      %false = arith.constant false
      %5 = arith.select %false, %arg0, %arg0 : f32
      scf.reduce(%cst, %c-1_i64 : f64, i64) {
      ^bb0(%arg4: f64, %arg5: f64):
        %6 = arith.addf %arg4, %arg5 : f64
        scf.reduce.return %6 : f64
      }, {
      ^bb0(%arg4: i64, %arg5: i64):
        %6 = arith.muli %arg4, %arg5 : i64
        scf.reduce.return %6 : i64
      }
    }
    %1 = arith.cmpi ult, %c2, %c2 : index
    %2:2 = scf.if %1 -> (index, i16) {
      %c6 = arith.constant 6 : index
      %c2_1 = arith.constant 2 : index
      %5 = tensor.empty(%c6, %c2_1) : tensor<?x1x?xf16>
      %6 = arith.cmpf ule, %5, %5 fastmath<fast> : tensor<?x1x?xf16>
      %cst_2 = arith.constant dense<71> : vector<8x3xi64>
      %7 = arith.trunci %cst_2 : vector<8x3xi64> to vector<8x3xi32>
      %c53 = arith.constant 53 : index
      scf.index_switch %c53 
      case 2 {
        %from_elements = tensor.from_elements %arg0 : tensor<1xf32>
        scf.yield
      }
      default {
        %8:2 = func.call @compute0(%arg0, %arg1, %arg2) : (f32, memref<8x3xi16>, tensor<8x3xi32>) -> (i16, memref<1x1x2xf32>)
        %c0_i32 = arith.constant 0 : i32
        %9 = arith.cmpi uge, %c0_i32, %c0_i32 : i32
        cf.assert %9, "ok"
        %cst_3 = arith.constant -7.500000e+00 : f32
        %10 = arith.mulf %cst_3, %arg0 : f32
      }
      %c3_i16 = arith.constant 3 : i16
      scf.yield %c2, %c3_i16 : index, i16
    } else {
      %c1_i16 = arith.constant 1 : i16
      scf.yield %c1, %c1_i16 : index, i16
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant 2.500000e+00 : bf16
    cf.br ^bb2(%cst_0 : bf16)
  ^bb2(%3: bf16):  // pred: ^bb1
    %c64_i16 = arith.constant 64 : i16
    cf.br ^bb3(%c64_i16 : i16)
  ^bb3(%4: i16):  // pred: ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %alloc = memref.alloc() : memref<1x1x2xf32>
    return %2#1, %alloc : i16, memref<1x1x2xf32>
  }
}


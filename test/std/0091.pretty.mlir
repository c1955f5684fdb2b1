module {
  func.func public @f0(%arg0: memref<4x2xi16>, %arg1: f64, %arg2: f64 {test.foo = 1 : i32}) -> (f64 {test.foo = 1 : i32}, tensor<4x?xi64>, i16 {llvm.signext}) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<1.000000e+02> : tensor<1xf64>
    %cast = tensor.cast %cst : tensor<1xf64> to tensor<?xf64>
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi ult, %c0_i32, %c0_i32 : i32
    %cst_0 = arith.constant dense<[[32767, 5], [-10, 48], [32767, 0], [0, 32767]]> : vector<4x2xi16>
    %1 = arith.select %0, %cst_0, %cst_0 : vector<4x2xi16>
    %c1_i16 = arith.constant 1 : i16
    cf.cond_br %0, ^bb1(%c1_i16, %c1_i16 : i16, i16), ^bb1(%c1_i16, %c1_i16 : i16, i16)
  ^bb1(%2: i16, %3: i16):  // 2 preds: ^bb0, ^bb0
    %4 = tensor.empty() : tensor<4xf32>
    %5 = tensor.empty() : tensor<4xf32>
    %6 = arith.subf %4, %5 fastmath<fast> : tensor<4xf32>
    %cst_1 = arith.constant -7.500000e+00 : f32
    %7 = math.absf %cst_1 fastmath<reassoc,contract> : f32
    cf.cond_br %0, ^bb4, ^bb2(%arg2 : f64)
  ^bb2(%8: f64):  // pred: ^bb1
    %c1 = arith.constant 1 : index
    %9 = arith.index_castui %c1 : index to i16
    %cst_2 = arith.constant dense<53> : vector<4xi64>
    %10 = arith.maxsi %cst_2, %cst_2 : vector<4xi64>
    %cst_3 = arith.constant -2.500000e-01 : f32
    cf.cond_br %0, ^bb3(%cst_3 : f32), ^bb3(%cst_3 : f32)
  ^bb3(%11: f32):  // 2 preds: ^bb2, ^bb2
    %alloc = memref.alloc() : memref<4xi16>
    %cast_4 = memref.cast %alloc : memref<4xi16> to memref<4xi16>
    %extracted_slice = tensor.extract_slice %cst[0] [1] [1] : tensor<1xf64> to tensor<1xf64>
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb1, ^bb3
    %cst_5 = arith.constant dense<[1.000000e+00, -7.500000e+00, -7.500000e+00, 1.000000e+00]> : vector<4xf64>
    %12 = math.tanh %cst_5 fastmath<fast> : vector<4xf64>
    %13 = scf.while (%arg3 = %c0_i32) : (i32) -> i32 {
      %c1_7 = arith.constant 1 : index
      %alloca = memref.alloca(%c1_7) : memref<1x?x4xf64>
      %c0 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      memref.store %arg1, %alloca[%c0, %c0_8, %c0_9] : memref<1x?x4xf64>
      scf.condition(%0) %c0_i32 : i32
    } do {
    ^bb0(%arg3: i32):
      scf.yield %c0_i32 : i32
    }
    %cst_6 = arith.constant 1.000000e+00 : f64
    %c7 = arith.constant 7 : index
    %14 = tensor.empty(%c7) : tensor<4x?xi64>
    return %cst_6, %14, %c1_i16 : f64, tensor<4x?xi64>, i16
  }
}


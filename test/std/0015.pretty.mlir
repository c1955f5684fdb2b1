module {
  func.func private @ext0() -> f64 attributes {llvm.emit_c_interface, note = "generated"}
  func.func @compute0(%arg0: f32, %arg1: f64, %arg2: f32 {llvm.noundef, test.tag = "x"}, %arg3: f64) -> memref<4x2xf64> {
    %cst = arith.constant dense<3.000000e+00> : tensor<1xf64>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %cst[%c0] : tensor<1xf64>
    %cst_0 = arith.constant dense<[[1.000000e+02, -1.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, -2.500000e-01], [-1.000000e+00, 2.500000e+00]]> : tensor<4x2xbf16>
    %0 = linalg.sub ins(%cst_0, %cst_0 : tensor<4x2xbf16>, tensor<4x2xbf16>) outs(%cst_0 : tensor<4x2xbf16>) -> tensor<4x2xbf16>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cast = tensor.cast %cst_0 : tensor<4x2xbf16> to tensor<4x?xbf16>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted_2 = tensor.extract %0[%c0_1, %c1] : tensor<4x2xbf16>
    cf.br ^bb2(%arg0 : f32)
  ^bb2(%1: f32):  // pred: ^bb1
    %false = arith.constant false
    %c-1_i32 = arith.constant -1 : i32
    %2 = arith.select %false, %c-1_i32, %c-1_i32 : i32
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %cst_5 = arith.constant dense<3.000000e+00> : vector<4x2xf32>
    %3:2 = scf.for %arg4 = %c0_3 to %c0_3 step %c1_4 iter_args(%arg5 = %cst_5, %arg6 = %c0_3) -> (vector<4x2xf32>, index) {
      %c3 = arith.constant 3 : index
      %c3_6 = arith.constant 3 : index
      %splat = tensor.splat %1[%c3, %c3_6] : tensor<?x?xf32>
      %c6 = arith.constant 6 : index
      %alloc_7 = memref.alloc(%c6) : memref<?x2xf64>
      memref.dealloc %alloc_7 : memref<?x2xf64>
      %c1_8 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %cst_0[2, 1] [2, %c1_8] [1, 1] : tensor<4x2xbf16> to tensor<2x?xbf16>
      scf.yield %cst_5, %c0 : vector<4x2xf32>, index
    }
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.cond_br %false, ^bb3(%c2147483647_i32 : i32), ^bb3(%c-1_i32 : i32)
  ^bb3(%4: i32):  // 2 preds: ^bb2, ^bb2
    %alloc = memref.alloc() : memref<4x2xf64>
    return %alloc : memref<4x2xf64>
  }
  func.func private @fn.1(%arg0: f32, %arg1: memref<1xf64>, %arg2: f32) -> (f32, vector<1xf32>) {
    %cst = arith.constant 5.000000e-01 : f64
    %splat = tensor.splat %cst : tensor<4x2xf64>
    %cst_0 = arith.constant dense<-9> : vector<1xindex>
    %0 = arith.subi %cst_0, %cst_0 overflow<nuw> : vector<1xindex>
    %cst_1 = arith.constant 2.500000e+00 : f64
    %1 = call @compute0(%arg0, %cst_1, %arg0, %cst_1) : (f32, f64, f32, f64) -> memref<4x2xf64>
    %c-1_i8 = arith.constant -1 : i8
    %2 = arith.cmpi eq, %c-1_i8, %c-1_i8 : i8
    %cst_2 = arith.constant -2.500000e-01 : f32
    %cst_3 = arith.constant 2.500000e+00 : f64
    cf.cond_br %2, ^bb1(%cst_2, %cst_3 : f32, f64), ^bb1(%arg0, %cst_1 : f32, f64)
  ^bb1(%3: f32, %4: f64):  // 2 preds: ^bb0, ^bb0
    %5 = tensor.empty() : tensor<1xf64>
    %cast = tensor.cast %5 : tensor<1xf64> to tensor<?xf64>
    %c62 = arith.constant 62 : index
    scf.index_switch %c62 
    case 0 {
      %extracted_slice = tensor.extract_slice %5[0] [1] [1] : tensor<1xf64> to tensor<1xf64>
      %c0 = arith.constant 0 : index
      %extracted_slice_6 = tensor.extract_slice %extracted_slice[%c0] [1] [1] : tensor<1xf64> to tensor<1xf64>
      scf.yield
    }
    default {
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c0_i32 = arith.constant 0 : i32
      %8 = arith.cmpi ugt, %c2147483647_i32, %c0_i32 : i32
      %cst_6 = arith.constant dense<-1.000000e+00> : vector<3x4xf32>
      %cst_7 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
      %9 = arith.select %8, %cst_6, %cst_7 : vector<3x4xf32>
    }
    %cst_4 = arith.constant 1.000000e+00 : bf16
    %6 = arith.extf %cst_4 : bf16 to f64
    %c16_i8 = arith.constant 16 : i8
    %7 = arith.cmpi slt, %c-1_i8, %c16_i8 : i8
    cf.cond_br %7, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %cst_5 = arith.constant dense<1.000000e+02> : vector<1xf32>
    return %arg0, %cst_5 : f32, vector<1xf32>
  }
}


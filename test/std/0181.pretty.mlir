module {
  func.func private @ext0() -> f64 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1()
  func.func @compute0(%arg0: f64, %arg1: memref<4x4xf16> {llvm.noundef}, %arg2: f64) -> (f64, tensor<?x2xf64>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<17> : vector<4x4xindex>
    %0 = arith.andi %cst, %cst : vector<4x4xindex>
    %1 = tensor.empty() : tensor<4xf32>
    %alloca = memref.alloca() : memref<4x4xf16>
    %2:2 = call @compute0(%arg2, %alloca, %arg0) : (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>)
    %cst_0 = arith.constant 2.500000e+00 : f32
    %3 = arith.cmpf ugt, %cst_0, %cst_0 : f32
    %c4_i16 = arith.constant 4 : i16
    %4 = arith.muli %c4_i16, %c4_i16 overflow<nuw> : i16
    return %arg0, %2#1 : f64, tensor<?x2xf64>
  }
  func.func private @kernel_1(%arg0: memref<4x?xf64>) {
    %0 = tensor.empty() : tensor<4x4xf64>
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.cmpi sgt, %c1_i32, %c1_i32 : i32
    %cst = arith.constant 5.000000e-01 : f64
    cf.cond_br %1, ^bb2(%cst : f64), ^bb1(%cst : f64)
  ^bb1(%2: f64):  // pred: ^bb0
    %alloc = memref.alloc() : memref<4x4xf16>
    %3:2 = call @compute0(%2, %alloc, %cst) : (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>)
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+02 : f64
    cf.switch %c1_i32 : i32, [
      default: ^bb2(%cst_0 : f64),
      3: ^bb2(%cst_1 : f64)
    ]
  ^bb2(%4: f64):  // 3 preds: ^bb0, ^bb1, ^bb1
    cf.assert %1, ""
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %cst_2 = arith.constant dense<2.500000e+00> : tensor<4xf32>
    %extracted_slice = tensor.extract_slice %cst_2[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
    return
  }
}


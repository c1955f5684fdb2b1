module attributes {test.module_note = "std"} {
  func.func @f0(%arg0: f32, %arg1: f32) -> bf16 {
    %true = arith.constant true
    %0 = arith.ori %true, %true : i1
    %1 = call @f0(%arg1, %arg1) : (f32, f32) -> bf16
    %2 = tensor.empty() : tensor<3xf16>
    %3 = arith.divf %2, %2 : tensor<3xf16>
    %4 = call @f0(%arg0, %arg1) : (f32, f32) -> bf16
    %c7 = arith.constant 7 : index
    %alloca = memref.alloca(%c7) : memref<?x3xf16>
    %cst = arith.constant 1.000000e+00 : f16
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    memref.store %cst, %alloca[%c0, %c2] : memref<?x3xf16>
    %5 = math.sinh %arg1 : f32
    %6 = tensor.empty() : tensor<2xf16>
    %cst_0 = arith.constant dense<[[1.000000e+02, 4.000000e+02], [3.000000e+00, -7.500000e+00], [0.000000e+00, 4.000000e+02]]> : tensor<3x2xf16>
    %broadcasted = linalg.broadcast ins(%6 : tensor<2xf16>) outs(%cst_0 : tensor<3x2xf16>) dimensions = [0] 
    %7 = call @f0(%arg1, %arg1) : (f32, f32) -> bf16
    return %7 : bf16
  }
  func.func public @kernel_1(%arg0: f32 {llvm.noundef, test.tag = "x"}, %arg1: i32, %arg2: memref<?x1xi32>, %arg3: i32) -> f32 {
    %cst = arith.constant -7.500000e+00 : f64
    %0 = arith.fptosi %cst : f64 to i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %1 = arith.cmpi ne, %c2147483647_i32, %0 : i32
    %cst_0 = arith.constant 1.000000e+00 : f32
    cf.cond_br %1, ^bb1(%cst_0 : f32), ^bb1(%arg0 : f32)
  ^bb1(%2: f32):  // 2 preds: ^bb0, ^bb0
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<3xi32>
    %c2 = arith.constant 2 : index
    memref.store %arg3, %alloca[%c2] : memref<3xi32>
    %c32767_i16 = arith.constant 32767 : i16
    cf.switch %c32767_i16 : i16, [
      default: ^bb2(%cst_0 : f32),
      0: ^bb4(%arg3 : i32),
      1: ^bb4(%arg3 : i32)
    ]
  ^bb2(%3: f32):  // pred: ^bb1
    %cst_1 = arith.constant dense<71> : vector<4x4xi64>
    %cst_2 = arith.constant dense<-1> : vector<4x4xi64>
    %4 = arith.floordivsi %cst_1, %cst_2 : vector<4x4xi64>
    cf.br ^bb3(%cst : f64)
  ^bb3(%5: f64):  // pred: ^bb2
    %cst_3 = arith.constant dense<[1, -3, 58]> : vector<3xi64>
    %low, %high = arith.mului_extended %cst_3, %cst_3 : vector<3xi64>
    %c-1_i32 = arith.constant -1 : i32
    cf.br ^bb4(%c-1_i32 : i32)
  ^bb4(%6: i32):  // 3 preds: ^bb1, ^bb1, ^bb3
    %cst_4 = arith.constant dense<[[0.000000e+00], [1.000000e+02], [5.000000e-01]]> : vector<3x1xf32>
    %7 = arith.divf %cst_4, %cst_4 fastmath<afn> : vector<3x1xf32>
    return %arg0 : f32
  }
}


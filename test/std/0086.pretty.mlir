module {
  func.func private @ext0(f32 {llvm.noundef}, f32 {llvm.noundef, test.tag = "x"}, bf16) -> (tensor<4xf32>, f32)
  func.func private @ext1(memref<4x4xbf16> {test.foo = 1 : i32}, f32, memref<4xbf16>) -> (f32, bf16) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper1(%arg0: f32 {llvm.noundef}, %arg1: memref<4xf64>, %arg2: i16 {llvm.zeroext}, %arg3: bf16) {
      %c3 = arith.constant 3 : index
      %alloc = memref.alloc(%c3) : memref<?x4xf32>
      %c0 = arith.constant 0 : index
      %dim = memref.dim %alloc, %c0 : memref<?x4xf32>
      %cst = arith.constant dense<-1> : tensor<4xi8>
      %0 = arith.ceildivsi %cst, %cst : tensor<4xi8>
      %c0_i64 = arith.constant 0 : i64
      %1 = arith.divsi %c0_i64, %c0_i64 : i64
      return
    }
  }
  func.func private @f0(%arg0: vector<4x4xbf16> {llvm.noundef}, %arg1: f32) -> f32 attributes {ref = @inner::@helper1} {
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi sge, %c1, %c1 : index
    %c-1_i32 = arith.constant -1 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %1 = arith.select %0, %c-1_i32, %c2147483647_i32 : i32
    %cst = arith.constant 1.000000e+00 : f64
    %2 = arith.fptoui %cst : f64 to i32
    %3 = arith.cmpi ule, %c1, %c1 : index
    scf.if %3 {
      cf.assert %0, ""
      %c0_i8 = arith.constant 0 : i8
      %c-1_i8 = arith.constant -1 : i8
      %6 = arith.cmpi ne, %c0_i8, %c-1_i8 : i8
      cf.assert %6, "bounds check"
      %7 = tensor.empty() : tensor<4xi32>
      %8 = tensor.empty() : tensor<4x1xi32>
      %broadcasted = linalg.broadcast ins(%7 : tensor<4xi32>) outs(%8 : tensor<4x1xi32>) dimensions = [1] 
    } else {
      %6 = math.isfinite %arg1 : f32
      %7 = tensor.empty() : tensor<4x4xindex>
      %cst_2 = arith.constant dense<1> : tensor<1x2xindex>
      %inserted_slice = tensor.insert_slice %cst_2 into %7[2, 1] [1, 2] [1, 2] : tensor<1x2xindex> into tensor<4x4xindex>
      %c8 = arith.constant 8 : index
      %alloca = memref.alloca(%c8) : memref<?x4xbf16>
      %cst_3 = arith.constant 2.500000e+00 : bf16
      %c0 = arith.constant 0 : index
      %c2_4 = arith.constant 2 : index
      memref.store %cst_3, %alloca[%c0, %c2_4] : memref<?x4xbf16>
    }
    %cst_0 = arith.constant dense<4.000000e+02> : tensor<4xf32>
    %extracted_slice = tensor.extract_slice %cst_0[1] [3] [1] : tensor<4xf32> to tensor<3xf32>
    %c2147483647_i32_1 = arith.constant 2147483647 : i32
    cf.switch %c2147483647_i32_1 : i32, [
      default: ^bb1,
      0: ^bb1
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %c26_i64 = arith.constant 26 : i64
    %4 = arith.cmpi ugt, %c26_i64, %c26_i64 : i64
    cf.assert %4, "x must be \22positive\22"
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xbf16>
    %c2 = arith.constant 2 : index
    %5 = memref.load %alloc[%c2] : memref<4xbf16>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return %arg1 : f32
  }
}


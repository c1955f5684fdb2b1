#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(tensor<3xbf16>, tensor<4xi8>)
  func.func private @ext1(vector<4xi8>, tensor<3xi32> {llvm.noundef}, tensor<?xf64>) -> (tensor<1xf64>, f64) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @f0() {
    %c0_i16 = arith.constant 0 : i16
    %c32767_i16 = arith.constant 32767 : i16
    %0 = arith.cmpi uge, %c0_i16, %c32767_i16 : i16
    cf.assert %0, "x must be \22positive\22"
    %cst = arith.constant 1.000000e+00 : bf16
    %1 = arith.negf %cst : bf16
    %c1 = arith.constant 1 : index
    %2 = tensor.empty(%c1) : tensor<?xi16>
    %3 = math.ctpop %2 : tensor<?xi16>
    %cst_0 = arith.constant dense<1> : tensor<4x1xi8>
    %cast = tensor.cast %cst_0 : tensor<4x1xi8> to tensor<4x1xi8>
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<4xi8>
    memref.dealloc %alloca : memref<4xi8>
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%c2)[%c5] {alignment = 64 : i64} : memref<?x4xi8, #map>
    %4 = tensor.empty() : tensor<3xbf16>
    %5 = tensor.empty() : tensor<4xi8>
    call @ext0(%4, %5) : (tensor<3xbf16>, tensor<4xi8>) -> ()
    %cst_1 = arith.constant 3.000000e+00 : f64
    %from_elements = tensor.from_elements %cst_1 : tensor<1xf64>
    %cst_2 = arith.constant dense<[-1, 72, -1]> : vector<3xi32>
    %6 = arith.cmpi sle, %cst_2, %cst_2 : vector<3xi32>
    %cst_3 = arith.constant dense<-7.500000e+00> : tensor<3xf64>
    %expanded = tensor.expand_shape %cst_3 [[0, 1]] output_shape [1, 3] : tensor<3xf64> into tensor<1x3xf64>
    return
  }
  func.func private @kernel_1(%arg0: i8) -> (memref<2xi8> {test.foo = 1 : i32}, f64, memref<4x4xi8>) attributes {llvm.emit_c_interface, note = "generated"} {
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x2xi8>
    memref.dealloc %alloc : memref<1x2xi8>
    %alloc_0 = memref.alloc() : memref<3xi8>
    %c1 = arith.constant 1 : index
    %0 = memref.load %alloc_0[%c1] : memref<3xi8>
    %c75_i8 = arith.constant 75 : i8
    cf.br ^bb1(%c75_i8 : i8)
  ^bb1(%1: i8):  // pred: ^bb0
    %cst = arith.constant dense<3.000000e+00> : vector<3xf64>
    %2 = arith.negf %cst : vector<3xf64>
    call @f0() : () -> ()
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_1 = arith.constant 0.000000e+00 : f64
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb2,
      0: ^bb3(%cst_1, %arg0 : f64, i8),
      1: ^bb2,
      2: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %c6 = arith.constant 6 : index
    %alloc_2 = memref.alloc(%c6) : memref<?xi8>
    memref.dealloc %alloc_2 : memref<?xi8>
    %cst_3 = arith.constant 4.000000e+02 : f32
    %3 = math.isinf %cst_3 : f32
    %cst_4 = arith.constant -2.500000e-01 : f64
    cf.cond_br %3, ^bb3(%cst_4, %c75_i8 : f64, i8), ^bb3(%cst_4, %arg0 : f64, i8)
  ^bb3(%4: f64, %5: i8):  // 3 preds: ^bb1, ^bb2, ^bb2
    %from_elements = tensor.from_elements %0, %c75_i8, %c75_i8 : tensor<3xi8>
    %true = arith.constant true
    %6:2 = scf.if %true -> (i8, i8) {
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c3 = arith.constant 3 : index
      %c-1_i32 = arith.constant -1 : i32
      %7 = scf.for %arg1 = %c2 to %c8 step %c3 iter_args(%arg2 = %c-1_i32) -> (i32) {
        %c0 = arith.constant 0 : index
        %extracted = tensor.extract %from_elements[%c0] : tensor<3xi8>
        %c0_i32 = arith.constant 0 : i32
        scf.yield %c0_i32 : i32
      }
      %c36_i8 = arith.constant 36 : i8
      scf.yield %c36_i8, %0 : i8, i8
    } else {
      scf.yield %arg0, %c75_i8 : i8, i8
    }
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2xi8>
    %alloca = memref.alloca() : memref<4x4xi8>
    return %alloc_5, %4, %alloca : memref<2xi8>, f64, memref<4x4xi8>
  }
}


!tensor0 = tensor<1xf64>
!tensor1 = tensor<?xi16>
!tensor2 = tensor<4xi8>
!buf3 = memref<1x2xi8>
!tensor4 = tensor<3xi8>
!buf5 = memref<2xi8>
func.func private @ext0(tensor<3xbf16>, tensor<4xi8>) -> ()
func.func private @ext1(vector<4xi8>, tensor<3xi32> {llvm.noundef}, tensor<?xf64>) -> (!tensor0, f64) attributes {passthrough = ["nounwind"], level = 2 : i64} //
func.func @f0() {
  %1 = arith.constant 0 : i16
  %c = arith.constant 32767 : i16
  %t3 = arith.cmpi uge, %1, %c : i16
  cf.assert %t3, "x must be \"positive\""
  %v4 = arith.constant 1.000000e+00 : bf16
  %5 = arith.negf %v4 : bf16 // TODO: check
  %8 = arith.constant 1 : index
  %empty_9 = tensor.empty(%8) : tensor<?xi16>
  %10 = math.ctpop %empty_9 : !tensor1
  %cst_11 = arith.constant dense<1> : tensor<4x1xi8>
  %x12 = tensor.cast %cst_11 : tensor<4x1xi8> to tensor<4x1xi8>
  %acc = memref.alloca() {alignment = 16 : i64} : memref<4xi8>
  memref.dealloc %acc : memref<4xi8>
  %a.b = arith.constant 2 : index
  %res = arith.constant 5 : index
  %16 = memref.alloc(%a.b)[%res] {alignment = 64} : memref<?x4xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %empty = tensor.empty() : tensor<3xbf16>
  %18 = tensor.empty() : !tensor2
  func.call @ext0(%empty, %18) : (tensor<3xbf16>, tensor<4xi8>) -> ()
  %19 = arith.constant 3.0 : f64
  %20 = tensor.from_elements %19 : tensor<1xf64>
  %v21 = arith.constant dense<[-1,72,-1]> : vector<3xi32>
  %cmp = arith.cmpi sle, %v21, %v21 : vector<3xi32>
  %cst_23 = arith.constant dense<-7.5> : tensor<3xf64>
  %24 = tensor.expand_shape %cst_23 [[0, 1]] output_shape [1, 3] : tensor<3xf64> into tensor<1x3xf64>
  return
}
func.func private @kernel_1(%arg_1: i8) -> (memref<2xi8> {test.foo = 1 : i32}, f64, memref<4x4xi8>) attributes {llvm.emit_c_interface, note = "generated"} {
  %2 = memref.alloc() {alignment = 16 : i64} : !buf3
  memref.dealloc %2 : memref<1x2xi8>
  %alloc_3 = memref.alloc() : memref<3xi8>
  %c_4 = arith.constant 1 : index
  %5 = memref.load %alloc_3[%c_4] : memref<3xi8>
  %6 = arith.constant 75 : i8
  cf.br ^bb1(%6 : i8)
^bb1(%ba_7: i8):
  %cst = arith.constant dense<3.0> : vector<3xf64>
  // ---- comment line ----
  %9 = arith.negf %cst : vector<3xf64>
  call @f0() : () -> ()
  %10 = arith.constant 2147483647 : i32
  %11 = arith.constant 0.0 : f64
  cf.switch %10 : i32, [default: ^bb2, 0: ^exit3(%11, %arg_1 : f64, i8), 1: ^bb2, 2: ^bb2]
^bb2:
  %v12 = arith.constant 6 : index
  %a.b = memref.alloc(%v12) : memref<?xi8>
  memref.dealloc %a.b : memref<?xi8> //
  %val = arith.constant 4.0E+2 : f32
  %t15 = math.isinf %val : f32
  %res = arith.constant -0.25 : f64
  cf.cond_br %t15, ^exit3(%res, %6 : f64, i8), ^exit3(%res, %arg_1 : f64, i8)
^exit3(%rhs: f64, %ba: i8):
  %t20 = tensor.from_elements %5, %6, %6 : tensor<3xi8>
  %x22 = arith.constant 1 : i1
  %25:2 = scf.if %x22 -> (i8, i8) {
    %c_26 = arith.constant 2 : index
    %tmp27 = arith.constant 8 : index
    %c = arith.constant 3 : index
    %c = arith.constant 3 : index
    %29 = arith.constant -1 : i32
    %32 = scf.for %lhs = %c_26 to %tmp27 step %c iter_args(%acc_31 = %29) -> (i32) {
      %c_33 = arith.constant 0 : index
      %34 = tensor.extract %t20[%c_33] : !tensor4
      %36 = arith.constant 0 : i32
      scf.yield %36 : i32
    }
    %37 = arith.constant 36 : i8
    scf.yield %37, %5 : i8, i8
  } else {
    scf.yield %arg_1, %6 : i8, i8
  }
  %t38 = memref.alloc() {alignment = 64} : !buf5 // TODO: check
  %alloca_39 = memref.alloca() : memref<4x4xi8>
  return %t38, %rhs, %alloca_39 : !buf5, f64, memref<4x4xi8>
}

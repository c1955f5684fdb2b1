// ir-gen std --seed 115 --size 17
memref.global @g0 : memref<4x1xbf16> = uninitialized
func.func private @ext0(i32) -> (vector<4x1xi32>, f32) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1(vector<4x1xi32> {llvm.noundef}) -> f32
func.func @kernel_0(%arg: tensor<4x1xi32>, %2: vector<4x1xi8>, %3: vector<3xi32>, %4: vector<4x1xi32>) {
  %v5 = arith.constant dense<[[0.5, -7.5, -7.5, -0.25], [2.5,100.0,2.5,-0.25]]> : tensor<2x4xf32>
  %6 = tensor.collapse_shape %v5 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %7 = arith.constant 6 : index
  %alloca = memref.alloca(%7) {alignment = 16 : i64} : memref<?xf32>
  memref.dealloc %alloca : memref<?xf32>
  cf.br ^exit1

^exit1:
  %x9 = memref.get_global @g0 : memref<4x1xbf16>
  %extracted_slice = tensor.extract_slice %6[1] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %t11 = arith.constant 0 : i32
  %cmp_12 = arith.cmpi sgt, %t11, %t11 : i32
  cf.cond_br %cmp_12, ^b2, ^b3
^b2:
  %13 = arith.constant 0 : index
  %c_14 = arith.constant 2 : index
  %c_15 = arith.constant 2 : index
  %16 = arith.constant 0 : index
  %17 = arith.constant 6 : index
  %18 = arith.constant 2 : index
  scf.parallel (%i, %i_21) = (%13, %16) to (%c_14, %17) step (%c_15, %18) {
    %22 = arith.constant dense<4611686018427387903> : vector<3x8x4xi64>
    %ext_23:2 = arith.mulsi_extended %22, %22 : vector<3x8x4xi64>
    scf.reduce
  }
  %24 = memref.alloc() : memref<3xi32>
  %c = arith.constant 0 : index
  %26 = memref.dim %24, %c : memref<3xi32>
  cf.br ^b3
^b3:
  %cmp_27 = arith.cmpi sge, %7, %7 : index
  cf.assert %cmp_27, "ok"
  return
}
func.func @f1(%lhs: vector<3xf32>, %tmp2: i32 {test.foo = 1 : i32}) -> (tensor<3xi32>, i32) attributes {test.kernel} {
  %3 = arith.constant 33 : i32
  %4 = arith.extui %3 : i32 to i64
  %c = arith.constant 127 : i8
  cf.br ^exit1
  // ---- comment line ----
^exit1:
  %6 = arith.constant dense<[[-1],[-1],[7],[31]]> : tensor<4x1xi32>
  %cst_7 = arith.constant dense<1> : vector<4x1xi8>
  %8 = arith.constant dense<1> : vector<3xi32>
  %t9 = arith.constant dense<[[2147483647], [12], [0], [0]]> : vector<4x1xi32>
  call @kernel_0(%6, %cst_7, %8, %t9) : (tensor<4x1xi32>, vector<4x1xi8>, vector<3xi32>, vector<4x1xi32>) -> ()
  %x_1 = arith.constant 0x1 : i32
  %12 = arith.cmpi sge, %x_1, %tmp2 : i32
  cf.assert %12, ""
  cf.br ^bb2(%c : i8)
^bb2(%a.b: i8):
  %sum = arith.constant dense<[-1, 1, 4611686018427387903]> : tensor<3xi64>

  %c_15 = arith.constant 1 : index
  %inserted = tensor.insert %4 into %sum[%c_15] : tensor<3xi64>
  %17 = arith.constant 6 : index
  %18 = memref.alloca(%17) : memref<4x?xi32>
  %c_19 = arith.constant 0 : index
  %21 = arith.constant 0 : index
  %v_22 = memref.load %18[%c_19, %21] : memref<4x?xi32>
  %y = tensor.empty() : tensor<3xi32>
  func.return %y, %v_22 : tensor<3xi32>, i32
}

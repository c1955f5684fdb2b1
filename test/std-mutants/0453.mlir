// ir-gen std --seed 262 --size 20
memref.global "private" @g0 : memref<4x4xi32> = dense<1>
func.func private @ext0(i8 {llvm.noundef, test.tag = "x"}) -> (vector<3x4xi8>, tensor<4x4xindex> {test.foo = 1 : i32})
func.func private @ext1(index {llvm.noundef, test.tag = "x"}) -> (tensor<?x4xindex>) attributes {llvm.emit_c_interface, note = "generated"}
func.func public @kernel_0(%arg_1: memref<^bb0>) {
  %2 = arith.constant 2 : index
  %c_3 = arith.constant 3 : index
  %4 = memref.load %arg_1[%2, %c_3] : memref<4x4xindex>
  %c_5 = arith.constant false
  %acc = arith.select %c_5, %4, %c_3 : index
  cf.assert %c_5, "x must be \"positive\""
  %c = arith.constant 0x12 : i32
  %r_9, %10 = scf.while (%x8 = %c) : (i32) -> (i8, i8) {
    %x_1 = memref.get_global @g0 : memref<4x4xi32>
    %cst = arith.constant dense<8> : tensor<4x4xi32>
    %13 = tensor.collapse_shape %cst [[0, 1]] : tensor<4x4xi32> into tensor<16xi32>
    %c_14 = arith.constant 0 : i8

    %15 = arith.cmpi sge, %c_14, %c_14 : i8

    scf.condition(%15) %c_14, %c_14 : i8, i8
  } do {
  ^bb0(%arg_16: i8, %x17: i8):
    %cst_18 = arith.constant 3.0 : f32
    %19 = math.asin %cst_18 : f32
    %get_global = memref.get_global @g0 : memref<4x4xi32>
    %x21 = memref.collapse_shape %get_global [[0, 1]] : memref<4x4xi32> into memref<16xi32>
    scf.yield %c : i32
  }
  %23 = arith.constant 4.0E+2 : f32
  %tmp24 = arith.negf %23 : f32
  %rhs = arith.constant -1 : i64
  %26 = arith.cmpi ult, %rhs, %rhs : i64
  cf.cond_br %26, ^b1(%r_9, %10 : i8, i8), ^b2(%r_9 : i8)
^b1(%tmp27: i8, %ba_28: i8):
  %tmp29 = arith.constant dense<[4.0E+2]> : vector<1xf32>
  %30 = math.fma %tmp29, %tmp29, %tmp29 fastmath<nnan,ninf> : vector<1xf32>
  %t32 = arith.constant 2 : index
  %c_33 = arith.constant 0 : index  // note
  %t34 = memref.load %arg_1[%t32, %c_33] : memref<4x4xindex>
  %36 = arith.constant 69 : i16
  %c_37 = arith.constant 0x1 : i16
  %cmp = arith.cmpi ult, %36, %c_37 : i16
  cf.assert %cmp, "bounds check"
  %empty = tensor.empty() : tensor<8x4xindex>
  %c_40 = arith.constant 1 : index
  %extracted_slice_41 = tensor.extract_slice %empty[7, 3] [1, 1] [%c_40, 1] : tensor<8x4xindex> to tensor<1x1xindex>
  %get_global_44 = memref.get_global @g0 : memref<4x4xi32>
  %cmp_46 = arith.cmpi sle, %tmp27, %tmp27 : i8
  %47 = arith.constant -1 : i8
  cf.cond_br %cmp_46, ^b2(%tmp27 : i8), ^b2(%47 : i8)
^b2(%ba: i8):
  %49, %high_50 = arith.mului_extended %r_9, %r_9 : i8
  %res = arith.remui %2, %c_3 : index
  %53 = scf.while (%v52 = %4) : (index) -> (index) {
    %lhs = arith.constant 0 : index
    %55 = arith.constant 1 : index
    %58 = arith.constant 2 : index
    scf.parallel (%i_61) = (%lhs) to (%55) step (%58) {
      %62 = arith.constant 0 : index
      %c_63 = arith.constant 2 : index
      %v = memref.load %arg_1[%62, %c_63] : memref<4x4xindex>
    }
    scf.condition(%c_5) %58 : index
  } do {
  4x4xindex(%v65: index):
    scf.yield %c_3 : index

  }
  %cmp_66 = arith.cmpi slt, %c, %c : i32
  cf.cond_br %cmp_66, ^bb3, ^bb3
^bb3:

  return
}

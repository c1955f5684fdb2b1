module attributes {test.module_note = "std"} {
  func.func private @fn.0(%1: memref<4x4x8xi32>, %arg_2: memref<4x8x4xi32> {llvm.noundef, test.tag = "x"}, %3: i8) -> tensor<?x4x8xi8> attributes {llvm.emit_c_interface, note = "generated"} {
    %x4 = arith.constant 6 : index
    scf.index_switch %x4
    case 0 {
      memref.copy %1, %1 : memref<4x4x8xi32> to memref<4x4x8xi32>
      %5 = tensor.empty() : tensor<4x4x8xi16>
      %c_6 = arith.constant 1 : index
      // ---- comment line ----
      %7 = arith.constant 0 : index
      %c_8 = arith.constant 0 : index
      %extracted_9 = tensor.extract %5[%c_6, %7, %c_8] : tensor<4x4x8xi16>
      scf.yield
    }
    default {
      %10 = arith.constant 51 : i32
      %cmp = arith.cmpi ule, %10, %10 : i32
      %c = arith.constant 32767 : i16
      %sel = arith.select %cmp, %c, %c : i16
      %a.b = arith.constant dense<[[[0.0, 4.0E+2, 1.5e-1, 100.0]],[[1.5e-1,1.5e-1,-7.5,1.000000e+00]],[[1.5e-1, 1.0, -1.0, 1.000000e+00]],[[2.5, 0.0, -7.5, 1.5e-1]]]> : vector<4x1x4xbf16>
      %atan = math.atan %a.b : vector<4x1x4xbf16>
      %tmp16 = arith.bitcast %c : i16 to bf16
      %v17 = arith.constant 1 : index
      %c_18 = arith.constant 1 : index
      %c_19 = arith.constant 4 : index
      %20 = memref.load %1[%v17, %c_18, %c_19] : memref<4x4x8xi32>
      scf.yield
    }
    %acc = arith.constant 0 : i16
    scf.while (%arg_22 = %acc, %arg_23 = %3) : (i16, i8#-}) -> () {
      %x25 = arith.constant true
      scf.condition(%x25)
    } do {
    ^bb0():
      scf.yield %acc, %3 : i16, i8
    }
    %c_27 = arith.constant 3 : index
    %28 = tensor.empty(%c_27) : tensor<?x4x8xi8>
    return %28 : tensor<?x4x8xi8>
  }
  func.func @kernel_1(%arg_1: i8, %v2: i8, %arg: vector<4x4x8xi8>, %tmp4: i32 {llvm.zeroext}) -> (tensor<8x?x4xi32>, vector<4x3xi32>, vector<4x8x4xi32>) {
    %5 = arith.constant -1.0 : f32
    %a.b = math.atan2 %5, %5 : f32
    %7 = memref.alloc() : memref<4x4x8xi8>
    %8 = arith.constant 0 : index
    %x9 = arith.constant 0 : index
    %c = arith.constant 1 : index
    %tmp11 = memref.subview %7[%8, 0, %x9] [4, 1, 7] [1, 1, %c] : memref<4x4x8xi8> to memref<4x1x7xi8, strided<[32, 8, ?], offset: ?>>
    %tmp12 = arith.constant dense<0.0> : tensor<3x8xf32>
    %tmp13 = arith.constant 1 : index
    %x14 = arith.constant 3 : index

    %15 = tensor.extract_slice %tmp12[0, 2] [1, 2] [%tmp13, %x14] : tensor<3x8xf32> to tensor<1x2xf32>
    %cst = arith.constant -1.0 : f16
    %x17 = arith.negf %cst : f16
    %res = arith.constant 72 : i8
    %c_20 = arith.constant 127 : i8
    %from_elements = tensor.from_elements %res, %c_20 : tensor<2x1xi8>
    %y = arith.constant 0 : index
    %v23 = arith.constant 2 : index
    %24 = arith.constant 1 : index
    %v25 = arith.constant 0 : index
    %c_26 = arith.constant 6 : index
    %28 = arith.constant 2 : index
    scf.parallel (%i_29, %i) = (%y, %v25) to (%v23, %c_26) step (%24, %28) {
      %acc = arith.index_cast %8 : index to i32
      scf.reduce
    }
    %cst_33 = arith.constant -0.25 : f64
    %acos = math.acos %cst_33 fastmath<fast> : f64
    %36 = arith.constant 2 : index
    %37 = tensor.empty(%36) : tensor<8x?x4xi32>
    %rhs = arith.constant dense<[[0, 1, 2147483647], [1, -1, -1], [0, 0, 0], [0,14,0]]> : vector<4x3xi32>
    %39 = arith.constant dense<2147483647> : vector<4x8x4xi32>
    func.return %37, %rhs, %39 : tensor<8x?x4xi32>, vector<4x3xi32>, vector<4x8x4xi32>
  }
}

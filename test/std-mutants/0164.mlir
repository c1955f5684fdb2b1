// ir-gen std --seed 69 --size 19
!tensor0 = tensor<1xbf16>
!vec1 = vector<1xf32>
!buf2 = memref<8x4xi8>
!tensor3 = tensor<8x1x4xbf16>
!tensor4 = tensor<?x4xi8>
module attributes {test.module_note = "std"} {
  func.func @kernel_0(%1: bf16) -> (memref<8x4xi8> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %res = arith.constant 0x1 : i32
    %3 = arith.bitcast %res : i32 to f32
    %empty = tensor.empty() : tensor<1xi32>
    %c_5 = arith.constant 1 : index
    %6 = tensor.extract_slice %empty[0] [%c_5] [1] : tensor<1xi32> to tensor<?xi32>
    %7 = arith.constant 2 : index
    %8 = arith.constant 3 : index
    %c_9 = arith.constant 1 : index
    %y = arith.constant dense<100.0> : !tensor0
    %acc, %sum = scf.for %iv = %7 to %8 step %c_9 iter_args(%v12 = %y, %acc_13 = %7) -> (tensor<1xbf16>, index) {
      %16 = memref.alloca() : memref<1x8xbf16>
      %c_18 = arith.constant 1 : index
      %19 = memref.subview %16[0, %c_18] [1, 2] [1, 1] : memref<1x8xbf16> to memref<1x2xbf16, strided<[8, 1], offset: ?>>
      %c_20 = arith.constant 1 : i32
      %22 = arith.constant 0x2 : i32
      %c_23 = arith.constant 0x1 : i32
      %r_27 = scf.for %t24 = %c_20 to %22 step %c_23 iter_args(%acc_25 = %1) -> (bf16) : i32 {
        %28 = arith.constant dense<100.0> : !vec1
        %29 = math.isnormal %28 : vector<1xf32>
        %t31 = func.constant @kernel_0 : (bf16) -> (memref<8x4xi8>)
        %32 = func.call_indirect %t31(%1) : (bf16) -> (memref<8x4xi8>)
        %x34 = arith.constant dense<[-0.25]> : !vec1
        %35 = math.rsqrt %x34 : vector<1xf32>
        %cst = arith.constant 4.0E+2 : bf16
        scf.yield %cst : bf16
      }
      %empty_37 = tensor.empty() : tensor<1xbf16>
      scf.yield %empty_37, %c_5 : tensor<1xbf16>, index
    }
    %39 = tensor.from_elements %1 : tensor<1xbf16>
    %40 = memref.alloc() : memref<8x4xi8>
    func.return %40 : !buf2
  }

  func.func private @kernel_1() -> (f16 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} { // TODO: check
    %a.b = tensor.empty() : tensor<8x4xbf16>

    %expanded = tensor.expand_shape %a.b [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xbf16> into !tensor3
    %t3 = arith.constant 1.5e-1 : bf16
    %y = arith.constant 3 : index
    %c = arith.constant 0 : index
    %6 = arith.constant 0 : index
    %inserted = tensor.insert %t3 into %expanded[%y, %c, %6] : tensor<8x1x4xbf16>
    %x8 = arith.constant 1 : index
    %9 = memref.alloc(%x8) : memref<?x4xbf16>
    memref.copy %9, %9 : memref<?x4xbf16> to memref<?x4xbf16>
    %empty_10 = tensor.empty() : tensor<1xbf16>
    %r = func.call @kernel_0() : (bf16) -> (!buf2)
    %cst_12 = arith.constant -1.0 : f64
    %x_1 = arith.constant 2.5 : f64
    %res = math.fma %cst_12, %x_1, %cst_12 : f64
    %v16 = arith.constant -1 : i8
    %tmp18 = arith.constant 4 : index
    %c_19 = arith.constant 1 : index
    memref.store %v16, %r[%tmp18, %c_19] : memref<8x4xi8>
    %20 = arith.constant 3 : index
    %val = tensor.empty(%20) : !tensor4
    %23 = arith.constant 0 : index
    %24 = arith.constant 3 : index
    %sum = tensor.extract %val[%23, %24] : tensor<?x4xi8>
    %tmp26 = tensor.splat %t3 : tensor<8x4xbf16>
    %cst = arith.constant 100.0 : f16
    return %cst : f16
  }
}

!buf0 = memref<?xi32>
!buf1 = memref<3xindex>
!tensor2 = tensor<3xf32>
func.func private @ext0() -> (i64 {test.foo = 1 : i32}, memref<3xi32>)
func.func private @ext1() -> (memref<3xi64>) attributes {llvm.emit_c_interface, note = "generated"}

module @inner {
  func.func private @helper0() attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %1 = arith.constant 0 : i32
    %x2:2 = arith.mulsi_extended %1, %1 : i32
    %3 = func.constant @helper0 : () -> ()
    func.call_indirect %3() : () -> ()
    %c = arith.constant 3 : index
    %alloc = memref.alloc(%c) : !buf0
    %val = arith.constant 0 : index
    %7 = memref.load %alloc[%val] : memref<?xi32>
    return
  }
}
func.func @kernel_0(%arg: i32, %y: memref<3xindex>, %x3: tensor<2xi32>) attributes {ref = @inner::@helper0} {
  %4 = arith.constant 0 : i32
  %5 = arith.maxsi %4, %4 : i32
  %6 = arith.constant 2 : index
  %t7 = memref.load %y[%6] : !buf1
  %8 = arith.cmpi sge, %6, %6 : index
  %tmp9 = scf.if %8 -> i8 {
    %a.b = arith.constant 2.5 : bf16
    %divf = arith.divf %a.b, %a.b fastmath<reassoc,contract> : bf16
    %12 = memref.alloca() : memref<4x4x1xi32> // TODO: check
    %c_13 = arith.constant 3 : index
    %14 = memref.subview %12[2, 0, 0] [1, %c_13, 1] [1, 1, 1] : memref<4x4x1xi32> to memref<1x?x1xi32, strided<[4, 1, 1], offset: 8>>
    %t15 = tensor.empty() : !tensor2

    %lin_16 = linalg.div ins(%t15, %t15 : tensor<3xf32>, tensor<3xf32>) outs(%t15 : !tensor2) -> tensor<3xf32>
    %17 = arith.constant 0 : index
    %cmp_18 = arith.cmpi slt, %17, %c_13 : index
    cf.assert %cmp_18, "x must be \"positive\""
    %tmp19 = arith.constant 1 : i8 //
    scf.yield %tmp19 : i8
  } else {
    %c = arith.constant 127 : i8
    scf.yield %c : i8
  }
  return
}

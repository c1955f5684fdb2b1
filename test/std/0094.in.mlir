// ir-gen std --seed 94 --size 14
!tensor0 = tensor<?xi32>
!buf1 = memref<2x?xf16>
!vec2 = vector<4xf16>
module {
    func.func private @ext0() -> (f32, i32) attributes {llvm.emit_c_interface, note = "generated"}

    func.func @fn.0(%1: i32 {llvm.signext}, %2: f16) -> f16 {
        %cst = arith.constant dense<1> : tensor<4xi32> // TODO: check
        %res = arith.constant 3 : index
        %extracted_slice_5 = tensor.extract_slice %cst[0] [%res] [1] : tensor<4xi32> to !tensor0
        %6 = arith.constant 1.0 : f32
        %cmp_7 = arith.cmpf uno, %6, %6 : f32
        %c = arith.constant -1 : i32
        %c_9 = arith.constant 0 : index
        %10 = arith.constant 2 : index
        %11 = arith.constant 1 : index
        %tmp14 = scf.for %sum = %c_9 to %10 step %11 iter_args(%acc_13 = %c) -> i32 {
            %15 = arith.constant 8 : index
            %16 = memref.alloc(%15) : !buf1
            %17 = arith.constant 1 : index
            %c_18 = arith.constant 0 : index
            memref.store %2, %16[%17, %c_18] : memref<2x?xf16>
            scf.yield %1 : i32
        }
        %fma_19 = math.fma %6, %6, %6 fastmath<none> : f32
        scf.if %cmp_7 {
            %20 = arith.constant dense<[-7.5,1.0,1.000000e+00,1.0]> : vector<4xf16>
            %cst_21 = arith.constant dense<-1.0> : vector<4xf16>
            %22 = arith.cmpf ueq, %20, %cst_21 fastmath<fast> : vector<4xf16>
            scf.yield
        }
        %24 = arith.constant 2.5 : f64
        %t25 = arith.cmpf true, %24, %24 fastmath<arcp> : f64
        %26 = memref.alloc() : memref<4x3xf16>
        %27 = arith.constant 2 : index
        %28 = arith.constant 1 : index
        %a.b = memref.load %26[%27, %28] : memref<4x3xf16>
        %x30 = arith.constant 8 : index
        %31 = tensor.empty(%x30) : tensor<1x?xi64>
        %32 = math.cttz %31 : tensor<1x?xi64>
        %33 = arith.constant dense<-0.25> : !vec2
        %35 = arith.cmpf ult, %33, %33 : vector<4xf16>
        %cast_36 = memref.cast %26 : memref<4x3xf16> to memref<4x?xf16>  // note
        %y = arith.constant 0x0 : i16
        %39 = arith.constant 1 : i16
        %t40, %x_1 = arith.mului_extended %y, %39 : i16
        func.return %a.b : f16
    }
}
